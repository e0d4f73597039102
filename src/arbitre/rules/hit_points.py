"""Hit points after damage, and the states they put a creature in.

Damage comes off temporary hit points first, then real ones. The thresholds come from the ruleset
profile (``Ruleset.hit_points``): pf1 — disabled at 0, dying below, dead at minus the Constitution
score; dnd35 — dead at −10 (text 000 « Attaques mortelles » counts a slain creature as at −10);
pf2 — hit points stop at 0 and the creature is dying. Nonlethal damage equal to the current hit
points makes a creature staggered, beyond them unconscious (d20 family).

Pure functions over integers, so the engine maps them over distributions and simulated arrays.
"""

from __future__ import annotations

from arbitre.model.ruleset import HitPointRule, Ruleset

SECTION = "profil « hit_points » / 000 « Attaques mortelles »"

DEAD = "dead"
DYING = "dying"
DISABLED = "disabled"
UNCONSCIOUS = "unconscious"
STAGGERED = "staggered"


def lethal_after_temporary(damage: int, temporary: int) -> int:
    """What lethal damage is left once temporary hit points have absorbed their share."""
    return max(0, damage - max(0, temporary))


def hp_after(hp: int, lethal: int, ruleset: Ruleset) -> int:
    """Current hit points after ``lethal`` damage (pf2 stops at 0)."""
    after = hp - lethal
    if ruleset.hit_points is HitPointRule.DYING_AT_ZERO:
        return max(0, after)
    return after


def death_threshold(ruleset: Ruleset, con_score: int | None) -> int | None:
    """Hit points at or below which the creature is dead (``None``: no such threshold)."""
    if ruleset.hit_points is HitPointRule.MINUS_TEN:
        return -10
    if ruleset.hit_points is HitPointRule.MINUS_CON:
        # a creature with no Constitution score (undead, construct) is destroyed at 0
        return -con_score if con_score is not None else 0
    return None


def state(hp: int, ruleset: Ruleset, *, con_score: int | None = 10, nonlethal: int = 0) -> frozenset[str]:
    """The hit-point states of a creature at ``hp`` (empty when it is fine)."""
    out: set[str] = set()
    threshold = death_threshold(ruleset, con_score)
    if ruleset.hit_points is HitPointRule.DYING_AT_ZERO:
        if hp <= 0:
            out |= {DYING, UNCONSCIOUS}
        return frozenset(out)
    if threshold is not None and hp <= threshold:
        return frozenset({DEAD})
    if con_score is None and hp <= 0:
        return frozenset({DEAD})
    if hp < 0:
        out |= {DYING, UNCONSCIOUS}
    elif hp == 0:
        out.add(DISABLED)
    if nonlethal > 0 and hp > 0:
        if nonlethal == hp:
            out.add(STAGGERED)
        elif nonlethal > hp:
            out.add(UNCONSCIOUS)
    return frozenset(out)


HP_STATES = (DEAD, DYING, UNCONSCIOUS, DISABLED, STAGGERED)
