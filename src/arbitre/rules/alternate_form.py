"""Alternate form (and what text 000 keeps of polymorph).

Sections: 000 « Changement de forme », « Métamorphose ». The creature may take the look of one
specific creature or kind, keeping all its physical qualities, within one size category of its
own; it cannot take the form of a creature with a template unless stated. True seeing shows the
true form; the creature reverts when killed, but severed parts keep the new form. The list of
changes a form brings is missing from our copy of the text: the game master applies them.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.model.ability import section
from arbitre.model.explain import Step

SECTION = section("Changement de forme")
MAX_SIZE_STEPS = 1


@dataclass(frozen=True, slots=True)
class FormCheck:
    allowed: bool
    steps: tuple[Step, ...] = ()


def alternate_form_allowed(
    *, own_size: int, new_size: int, has_template: bool = False, templates_allowed: bool = False
) -> FormCheck:
    """Whether a new form is allowed (sizes as ranks, fine = 0 … colossal = 8)."""
    ok = abs(new_size - own_size) <= MAX_SIZE_STEPS and (templates_allowed or not has_template)
    step = Step("alternate_form", SECTION, own_size, new_size, {"allowed": ok})
    return FormCheck(ok, (step,))


def reverts_when_killed() -> bool:
    return True
