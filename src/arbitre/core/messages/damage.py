"""Messages of damage, defenses and their mitigation (issue 3)."""

from __future__ import annotations

from arbitre.core.i18n import Lang

MESSAGES: dict[str, dict[Lang, str]] = {
    # --- errors
    "damage.bad_amount": {
        "fr": "Dégâts illisibles : « {found} » n'est pas un nombre ni une formule de dés.",
        "en": "Unreadable damage: '{found}' is neither a number nor a dice formula.",
    },
    "damage.bad_type": {
        "fr": "Type de dégâts inconnu : « {found} ».",
        "en": "Unknown damage type: '{found}'.",
    },
    "damage.bad_property": {
        "fr": "Propriété de dégâts inconnue : « {property} ».",
        "en": "Unknown damage property: '{property}'.",
    },
    "damage.bad_property_hint": {
        "fr": "Propriétés reconnues entre parenthèses : matériau (argent, fer froid, adamantium), +1, magique, "
        "alignement (Bien, Mal, Loi, Chaos), épique, non létal, sort, arme naturelle, spectrale, intangible.",
        "en": "Properties in parentheses: material (silver, cold iron, adamantine), +1, magic, alignment "
        "(good, evil, lawful, chaotic), epic, nonlethal, spell, natural, ghost touch, incorporeal.",
    },
    "damage.damage_hint": {
        "fr": "Écrire par exemple « 12 tranchant (argent, +1) », « 7 tranchant, 4 feu », "
        "« 8 perforant + 4 précision » ou « 2d6 feu ».",
        "en": "Write for instance '12 slashing (silver, +1)', '7 slashing, 4 fire', "
        "'8 piercing + 4 precision' or '2d6 fire'.",
    },
    "damage.empty_damage": {
        "fr": "Aucun dégât indiqué.",
        "en": "No damage given.",
    },
    "damage.precision_alone": {
        "fr": "Des dégâts de précision s'ajoutent à des dégâts d'un autre type : indiquer ceux-ci d'abord.",
        "en": "Precision damage adds to damage of another type: give that damage first.",
    },
    "damage.unknown_field": {
        "fr": "Champ de défense inconnu : « {field} ». Attendu : {expected}.",
        "en": "Unknown defense field: '{field}'. Expected: {expected}.",
    },
    "damage.bad_multiplier": {
        "fr": "Multiplicateur de critique invalide : {value}. Attendu : un entier de 2 à 6.",
        "en": "Invalid critical multiplier: {value}. Expected an integer from 2 to 6.",
    },
    # --- reasons for unparsed parts of a defense line
    "damage.reason.not_a_defense": {
        "fr": "pas une défense contre les dégâts",
        "en": "not a defense against damage",
    },
    "damage.reason.unknown_term": {"fr": "terme inconnu", "en": "unknown term"},
    "damage.reason.unknown_immunity": {"fr": "immunité inconnue", "en": "unknown immunity"},
    "damage.reason.unknown_resistance": {"fr": "résistance illisible", "en": "unreadable resistance"},
    "damage.reason.named_ability": {
        "fr": "capacité nommée, décrite ailleurs dans le profil (non appliquée)",
        "en": "named ability described elsewhere in the stat block (not applied)",
    },
    "damage.reason.unreadable": {"fr": "texte illisible", "en": "unreadable text"},
    "damage.reason.reference": {
        "fr": "renvoi à un autre texte",
        "en": "reference to another text",
    },
    "damage.reason.note": {"fr": "note non interprétée", "en": "note not interpreted"},
    "damage.reason.condition": {
        "fr": "condition non interprétée",
        "en": "condition not interpreted",
    },
    "damage.reason.bad_damage_reduction": {
        "fr": "réduction des dégâts illisible",
        "en": "unreadable damage reduction",
    },
    "damage.reason.bad_spell_resistance": {
        "fr": "résistance à la magie illisible",
        "en": "unreadable spell resistance",
    },
    "damage.reason.bad_regeneration": {"fr": "régénération illisible", "en": "unreadable regeneration"},
    "damage.reason.bad_fast_healing": {
        "fr": "guérison accélérée illisible",
        "en": "unreadable fast healing",
    },
    # --- CLI
    "damage.title": {"fr": "Dégâts ({ruleset})", "en": "Damage ({ruleset})"},
    "damage.col_type": {"fr": "Type", "en": "Type"},
    "damage.col_amount": {"fr": "Avant", "en": "Before"},
    "damage.col_taken": {"fr": "Subis", "en": "Taken"},
    "damage.col_steps": {"fr": "Règles appliquées", "en": "Rules applied"},
    "damage.total": {"fr": "Total subi : {total}", "en": "Total taken: {total}"},
    "damage.nonlethal_total": {
        "fr": "dont {nonlethal} non létaux",
        "en": "of which {nonlethal} nonlethal",
    },
    "damage.no_step": {"fr": "aucune défense ne s'applique", "en": "no defense applies"},
    "damage.rolled": {"fr": "{formula} → {total}", "en": "{formula} → {total}"},
    "damage.parse_complete": {"fr": "lu entièrement", "en": "read fully"},
    "damage.parse_incomplete": {"fr": "lu en partie", "en": "partly read"},
    "damage.parse_summary": {
        "fr": "lignes lues entièrement : {complete} sur {lines}",
        "en": "lines read fully: {complete} of {lines}",
    },
    # --- rules shown in explanations (rule.<id>)
    "rule.damage_reduction": {
        "fr": "Réduction des dégâts {dr} : {before} → {after}",
        "en": "Damage reduction {dr}: {before} → {after}",
    },
    "rule.damage_reduction_bypassed": {
        "fr": "Réduction des dégâts {dr} contournée par l'attaque",
        "en": "Damage reduction {dr} bypassed by the attack",
    },
    "rule.damage_reduction_not_applicable": {
        "fr": "Réduction des dégâts sans effet sur ces dégâts (énergie, sort ou pouvoir)",
        "en": "Damage reduction does not apply to this damage (energy, spell or ability)",
    },
    "rule.strikes_as_magic": {
        "fr": "Armes naturelles considérées comme magiques (RD/magie de l'attaquant)",
        "en": "Natural weapons count as magic (attacker's DR/magic)",
    },
    "rule.strikes_as_aligned": {
        "fr": "Armes considérées comme alignées ({alignments}) par les sous-types de l'attaquant",
        "en": "Weapons count as aligned ({alignments}) through the attacker's subtypes",
    },
    "rule.energy_immunity": {
        "fr": "Immunité ({type}) : {before} → 0",
        "en": "Immunity ({type}): {before} → 0",
    },
    "damage.show.dr": {"fr": "RD {value}", "en": "DR {value}"},
    "damage.show.sr": {"fr": "RM {value}", "en": "SR {value}"},
    "damage.show.resistance": {"fr": "résistance ({key}) {amount}", "en": "resistance ({key}) {amount}"},
    "damage.show.immunities": {"fr": "immunités : {keys}", "en": "immune: {keys}"},
    "damage.show.vulnerability": {"fr": "vulnérabilité ({key})", "en": "vulnerability ({key})"},
    "damage.show.weakness": {"fr": "faiblesse ({key}) {amount}", "en": "weakness ({key}) {amount}"},
    "damage.show.regeneration": {
        "fr": "régénération {amount} ({keys})",
        "en": "regeneration {amount} ({keys})",
    },
    "damage.show.fast_healing": {"fr": "guérison accélérée {amount}", "en": "fast healing {amount}"},
    "damage.show.incorporeal": {"fr": "intangible", "en": "incorporeal"},
    "rule.damage_immunity": {
        "fr": "Immunité ({type}) : {before} → 0",
        "en": "Immunity ({type}): {before} → 0",
    },
    "rule.precision_immunity": {
        "fr": "Immunité aux dégâts de précision : −{precision} ({before} → {after})",
        "en": "Immune to precision damage: −{precision} ({before} → {after})",
    },
    "rule.energy_resistance": {
        "fr": "Résistance ({type}) {amount} : {before} → {after}",
        "en": "Resistance ({type}) {amount}: {before} → {after}",
    },
    "rule.damage_resistance": {
        "fr": "Résistance ({type}) {amount} : {before} → {after}",
        "en": "Resistance ({type}) {amount}: {before} → {after}",
    },
    "rule.energy_vulnerability": {
        "fr": "Vulnérabilité ({type}) : +50 % ({before} → {after})",
        "en": "Vulnerability ({type}): +50% ({before} → {after})",
    },
    "rule.energy_weakness": {
        "fr": "Faiblesse ({type}) {amount} : {before} → {after}",
        "en": "Weakness ({type}) {amount}: {before} → {after}",
    },
    "rule.damage_weakness": {
        "fr": "Faiblesse ({type}) {amount} : {before} → {after}",
        "en": "Weakness ({type}) {amount}: {before} → {after}",
    },
    "rule.weakness_without_value": {
        "fr": "Vulnérabilité ({type}) sans valeur : sans effet en pf2 (les faiblesses ajoutent un nombre)",
        "en": "Vulnerability ({type}) with no value: no effect in pf2 (weaknesses add a number)",
    },
    "rule.weakness_resistance_net": {
        "fr": "Faiblesse {weakness} et résistance {resistance} au même dégât : elles se compensent",
        "en": "Weakness {weakness} and resistance {resistance} to the same damage offset each other",
    },
    "rule.damage_halved": {
        "fr": "Dégâts divisés par deux (arrondi inférieur) : {before} → {after}",
        "en": "Damage halved (rounded down): {before} → {after}",
    },
    "rule.damage_doubled": {
        "fr": "Dégâts doublés : {before} → {after}",
        "en": "Damage doubled: {before} → {after}",
    },
    "rule.critical_damage": {
        "fr": "Coup critique : dégâts lancés {times} fois ({before} → {after})",
        "en": "Critical hit: damage rolled {times} times ({before} → {after})",
    },
    "rule.critical_not_multiplied": {
        "fr": "Coup critique : ces dégâts ne sont pas multipliés",
        "en": "Critical hit: this damage is not multiplied",
    },
    "rule.nonlethal_penalty": {
        "fr": "Attaque non létale avec une arme létale : pénalité de circonstances {penalty}",
        "en": "Nonlethal attack with a lethal weapon: {penalty} circumstance penalty",
    },
    "rule.lethal_with_nonlethal_weapon": {
        "fr": "Attaque létale avec une arme non létale : jet comme si non entraîné",
        "en": "Lethal attack with a nonlethal weapon: rolled as if untrained",
    },
    "rule.nonlethal_damage": {
        "fr": "Dégâts non létaux : {before}",
        "en": "Nonlethal damage: {before}",
    },
    "rule.regeneration": {
        "fr": "Régénération {amount} : les {before} points deviennent non létaux",
        "en": "Regeneration {amount}: the {before} points become nonlethal",
    },
    "rule.regeneration_bypassed": {
        "fr": "Régénération contournée : dégâts létaux",
        "en": "Regeneration overcome: lethal damage",
    },
    "rule.regeneration_heal": {
        "fr": "Régénération {amount} : dégâts non létaux {before} → {after}",
        "en": "Regeneration {amount}: nonlethal damage {before} → {after}",
    },
    "rule.fast_healing": {
        "fr": "Guérison accélérée {amount} : dégâts {before} → {after} (non létaux soignés d'abord)",
        "en": "Fast healing {amount}: damage {before} → {after} (nonlethal healed first)",
    },
    "rule.incorporeal_no_effect": {
        "fr": "Intangible : attaque non magique sans effet ({before} → 0)",
        "en": "Incorporeal: nonmagical attack has no effect ({before} → 0)",
    },
    "rule.incorporeal_no_effect_natural_energy": {
        "fr": "Intangible : feu, froid ou acide d'origine naturelle sans effet ({before} → 0)",
        "en": "Incorporeal: natural fire, cold or acid has no effect ({before} → 0)",
    },
    "rule.incorporeal_ignored": {
        "fr": "Intangible : dégâts ignorés (chance de {chance}) ({before} → 0)",
        "en": "Incorporeal: damage ignored ({chance} chance) ({before} → 0)",
    },
    "rule.incorporeal_not_ignored": {
        "fr": "Intangible : dégâts subis malgré la chance de {chance} de les ignorer",
        "en": "Incorporeal: damage taken despite the {chance} chance to ignore it",
    },
    "rule.critical_immunity": {
        "fr": "Immunisé aux coups critiques : dégâts normaux",
        "en": "Immune to critical hits: normal damage",
    },
    "rule.precision_ignored": {
        "fr": "Immunisé aux dégâts de précision : {expression} n'est pas lancé",
        "en": "Immune to precision damage: {expression} is not rolled",
    },
    "rule.incorporeal_precision": {
        "fr": "Intangible : immunisé aux attaques sournoises (−{precision})",
        "en": "Incorporeal: immune to sneak attacks (−{precision})",
    },
    "rule.gaseous_form": {
        "fr": "Forme gazeuse : réduction des dégâts {amount}/magie",
        "en": "Gaseous form: damage reduction {amount}/magic",
    },
    "rule.riders_delivered": {
        "fr": "Au moins 1 point de dégâts infligé : {riders} s'applique",
        "en": "At least 1 damage dealt: {riders} applies",
    },
    "rule.riders_blocked": {
        "fr": "Aucun dégât infligé : {riders} ne s'applique pas",
        "en": "No damage dealt: {riders} does not apply",
    },
}
