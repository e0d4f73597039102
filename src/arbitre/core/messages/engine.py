"""Messages of the resolution engine: pipeline steps, scenario errors, reports."""

from __future__ import annotations

from arbitre.core.i18n import Lang

MESSAGES: dict[str, dict[Lang, str]] = {
    # pipeline steps
    "rule.damage_roll": {
        "fr": "Jet de dégâts {expression} ({type})",
        "en": "Damage roll {expression} ({type})",
    },
    "rule.damage_after_save": {
        "fr": "Effet du jet de sauvegarde ({effect}, {degree})",
        "en": "Effect of the saving throw ({effect}, {degree})",
    },
    "rule.saving_throw": {
        "fr": "Jet de {save} (+{bonus}) contre DD",
        "en": "{save} save (+{bonus}) against DC",
    },
    "value.yes": {"fr": "oui", "en": "yes"},
    "value.no": {"fr": "non", "en": "no"},
    "attack_result.hit": {"fr": "touché", "en": "hit"},
    "attack_result.miss": {"fr": "raté", "en": "miss"},
    "attack_result.threat": {"fr": "touché, critique possible", "en": "hit, critical threat"},
    "attack_result.critical": {"fr": "critique", "en": "critical hit"},
    "rule.attack_roll": {
        "fr": "Jet d'attaque contre la CA ({result})",
        "en": "Attack roll against AC ({result})",
    },
    "rule.critical_confirmation": {
        "fr": "Confirmation du critique (confirmé : {confirmed})",
        "en": "Critical confirmation (confirmed: {confirmed})",
    },
    "rule.concealment_miss_chance": {
        "fr": "Camouflage : {percent} % de chances de rater (raté : {missed})",
        "en": "Concealment: {percent}% miss chance (missed: {missed})",
    },
    "rule.incorporeal_chance": {
        "fr": "Créature intangible : 50 % d'ignorer les dégâts (ignorés : {ignored})",
        "en": "Incorporeal creature: 50% to ignore the damage (ignored: {ignored})",
    },
    "rule.immune_own_effect": {
        "fr": "Immunisé contre son propre pouvoir ({effect})",
        "en": "Immune to its own ability ({effect})",
    },
    "rule.immune_mind_affecting": {
        "fr": "Sans esprit ou immunisé : les effets mentaux ({effect}) n'ont aucun effet",
        "en": "Mindless or immune: mind-affecting effects ({effect}) do nothing",
    },
    "rule.not_living": {
        "fr": "N'affecte que les créatures vivantes ({effect})",
        "en": "Affects living creatures only ({effect})",
    },
    "rule.immune_death": {
        "fr": "Immunisé contre les effets de mort ({effect})",
        "en": "Immune to death effects ({effect})",
    },
    "rule.immune_effect": {
        "fr": "Immunisé contre cet effet ({effect})",
        "en": "Immune to this effect ({effect})",
    },
    "rule.antimagic_suppressed": {
        "fr": "Zone d'antimagie : {effect} est réprimé",
        "en": "Antimagic field: {effect} is suppressed",
    },
    "rule.conditions_applied": {
        "fr": "États infligés : {conditions}",
        "en": "Conditions applied: {conditions}",
    },
    "rule.mitigation": {
        "fr": "Défenses contre les dégâts ({type})",
        "en": "Defenses against the damage ({type})",
    },
    # reports
    "engine.target": {"fr": "Cible", "en": "Target"},
    "engine.affected": {"fr": "touché", "en": "affected"},
    "engine.not_affected": {"fr": "non affecté ({reason})", "en": "not affected ({reason})"},
    "engine.damage_taken": {"fr": "dégâts subis", "en": "damage taken"},
    "engine.hp_left": {"fr": "pv restants", "en": "hp left"},
    "engine.conditions": {"fr": "états", "en": "conditions"},
    "engine.p_affected": {"fr": "P(affecté)", "en": "P(affected)"},
    "engine.mean_damage": {"fr": "dégâts moyens", "en": "mean damage"},
    "engine.p_dead": {"fr": "P(mort)", "en": "P(dead)"},
    "engine.rolls": {"fr": "Dés lancés", "en": "Dice rolled"},
    "engine.forced": {"fr": "imposé", "en": "forced"},
    "engine.unused_forced": {
        "fr": "Jets imposés jamais utilisés : {purposes}",
        "en": "Forced rolls never used: {purposes}",
    },
    "engine.action_line": {"fr": "{actor} : {label}", "en": "{actor}: {label}"},
    "engine.simulated": {
        "fr": "{n} simulations, {rounds} round(s)",
        "en": "{n} simulations, {rounds} round(s)",
    },
    "engine.exact_title": {"fr": "Probabilités exactes", "en": "Exact odds"},
    "engine.reason.immune": {"fr": "immunité", "en": "immune"},
    "engine.reason.antimagic": {"fr": "antimagie", "en": "antimagic"},
    "engine.reason.spell_resistance": {"fr": "résistance à la magie", "en": "spell resistance"},
    "engine.reason.miss": {"fr": "raté", "en": "missed"},
    "engine.reason.concealment": {"fr": "camouflage", "en": "concealment"},
    "engine.reason.saved": {"fr": "sauvegarde réussie", "en": "saved"},
    "engine.demo_title": {
        "fr": "Démonstration : un groupe affronte un jeune dragon rouge",
        "en": "Showcase: a party faces a young red dragon",
    },
    "engine.demo_exact": {
        "fr": "Les mêmes actions, en probabilités exactes :",
        "en": "The same actions, as exact odds:",
    },
    # errors
    "engine.bad_forced_d20": {
        "fr": "Jet imposé « {purpose} » : {value} n'est pas un d20 naturel (1 à 20).",
        "en": "Forced roll '{purpose}': {value} is not a natural d20 (1 to 20).",
    },
    "engine.bad_forced_chance": {
        "fr": "Jet imposé « {purpose} » : attendu true ou false, trouvé {value}.",
        "en": "Forced roll '{purpose}': expected true or false, found {value}.",
    },
    "engine.bad_forced_total": {
        "fr": "Jet imposé « {purpose} » : {value} est impossible (entre {lo} et {hi}).",
        "en": "Forced roll '{purpose}': {value} is impossible (between {lo} and {hi}).",
    },
    "engine.bad_forced_faces": {
        "fr": "Jet imposé « {purpose} » : attendu un total ou une liste de faces, trouvé {value}.",
        "en": "Forced roll '{purpose}': expected a total or a list of faces, found {value}.",
    },
    "engine.bad_caster_level": {
        "fr": "Niveau de lanceur de sorts invalide : {value} (au moins 1).",
        "en": "Invalid caster level: {value} (at least 1).",
    },
    "engine.no_caster_class": {
        "fr": "Impossible de calculer le DD de « {spell} » : précisez la classe du lanceur (class: wizard) ou le DD (dc: 17).",
        "en": "Cannot compute the DC of '{spell}': give the caster's class (class: wizard) or the DC (dc: 17).",
    },
    "engine.bad_save": {"fr": "Jet de sauvegarde inconnu : {value}.", "en": "Unknown saving throw: {value}."},
    "engine.actor_lacks_ability": {
        "fr": "« {actor} » n'a pas le pouvoir « {ability} ». Ses pouvoirs : {known}.",
        "en": "'{actor}' has no ability '{ability}'. Its abilities: {known}.",
    },
    "engine.ability_not_automated": {
        "fr": "Le pouvoir « {ability} » n'est pas encore résolu par le moteur (pris en charge : {supported}) ; c'est au MJ de trancher.",
        "en": "The ability '{ability}' is not resolved by the engine yet (supported: {supported}); the GM decides.",
    },
    "engine.one_action_kind": {
        "fr": "{file} : l'action doit contenir exactement un de cast, use ou strike (trouvé : {found}).",
        "en": "{file}: the action needs exactly one of cast, use or strike (found: {found}).",
    },
    "engine.bad_action_field": {
        "fr": "Action : « {field} » vaut « {value} », attendu {expected}.",
        "en": "Action: '{field}' is '{value}', expected {expected}.",
    },
    "engine.action_field_not_integer": {
        "fr": "Action : « {field} » vaut « {value} », attendu un nombre entier.",
        "en": "Action: '{field}' is '{value}', expected a whole number.",
    },
    "engine.action_field_out_of_range": {
        "fr": "Action : « {field} » vaut {value}, hors des bornes {low} à {high}.",
        "en": "Action: '{field}' is {value}, outside {low} to {high}.",
    },
    "engine.joint_damage_too_large": {
        "fr": "Trop de combinaisons ({combinations}) pour calculer exactement des parts de dégâts qui partagent une réduction ; lancez-les (arbitre resolve) ou simulez.",
        "en": "Too many combinations ({combinations}) to compute exactly damage parts that share a reduction; roll them (arbitre resolve) or simulate.",
    },
    "engine.no_targets": {
        "fr": "{file} : l'action n'a aucune cible (targets: […] ou area: {{…}} sur une carte).",
        "en": "{file}: the action has no target (targets: […] or area: {{…}} on a map).",
    },
    "engine.unknown_creature": {
        "fr": "{file}, {field} : créature « {name} » inconnue dans le scénario (connues : {known}).",
        "en": "{file}, {field}: creature '{name}' is not in the scenario (known: {known}).",
    },
    "engine.area_needs_map": {
        "fr": "{file} : une zone d'effet demande une carte (map: …).",
        "en": "{file}: an area needs a map (map: …).",
    },
    "engine.spell_has_no_area": {
        "fr": "{file} : le sort « {spell} » n'a pas de zone d'effet ; donnez area.shape ou des cibles.",
        "en": "{file}: the spell '{spell}' has no area; give area.shape or targets.",
    },
    "engine.scenario_unreadable": {
        "fr": "{file} : YAML/JSON illisible en {where} : {problem}.",
        "en": "{file}: unreadable YAML/JSON at {where}: {problem}.",
    },
    "engine.scenario_not_mapping": {
        "fr": "{file} : un scénario est un dictionnaire (ruleset, creatures, action…).",
        "en": "{file}: a scenario is a mapping (ruleset, creatures, action…).",
    },
    "engine.bad_scenario": {
        "fr": "{file}, champ « {field} » : {problem}.",
        "en": "{file}, field '{field}': {problem}.",
    },
    "engine.duplicate_creature": {
        "fr": "{file} : la créature « {name} » (n° {index}) apparaît deux fois.",
        "en": "{file}: creature '{name}' (#{index}) appears twice.",
    },
    "engine.bad_ability": {
        "fr": "Caractéristique inconnue : « {value} » (attendu : for, dex, con, int, sag, cha).",
        "en": "Unknown ability score: '{value}' (expected: str, dex, con, int, wis, cha).",
    },
    "engine.bad_count": {
        "fr": "Nombre de simulations invalide : {value} (entre 1 et {limit}).",
        "en": "Invalid number of simulations: {value} (between 1 and {limit}).",
    },
}
