"""Messages of the special-ability rules (text 000 « Pouvoirs spéciaux »): errors and rule names."""

from __future__ import annotations

from arbitre.core.i18n import Lang

MESSAGES: dict[str, dict[Lang, str]] = {
    # errors
    "abilities.unknown_kind": {
        "fr": "Type de pouvoir inconnu : « {text} ». Attendu : Ext, Mag (ou Sp) ou Sur (ou Su).",
        "en": "Unknown ability kind: '{text}'. Expected Ext (or Ex), Sp (or Mag) or Su (or Sur).",
    },
    "abilities.unknown_kind_hint": {
        "fr": "Ext = extraordinaire, Mag = magique, Sur = surnaturel.",
        "en": "Ex = extraordinary, Sp = spell-like, Su = supernatural.",
    },
    "abilities.unknown_ability": {
        "fr": "Pouvoir spécial inconnu : « {name} ». Pouvoirs proches : {suggestions}.",
        "en": "Unknown special ability: '{name}'. Closest: {suggestions}.",
    },
    "abilities.negative_count": {
        "fr": "Valeur négative impossible pour {what} : {value}. Attendu : 0 ou plus.",
        "en": "Impossible negative value for {what}: {value}. Expected 0 or more.",
    },
    "abilities.negative_score": {
        "fr": "Valeur de caractéristique impossible : {value}. Une caractéristique ne descend jamais sous 0.",
        "en": "Impossible ability score: {value}. An ability score never goes below 0.",
    },
    "abilities.no_score": {
        "fr": "La créature n'a pas de valeur de {ability} (« — ») : elle ne peut pas en perdre de points.",
        "en": "The creature has no {ability} score ('—'): it cannot lose points of it.",
    },
    "abilities.bad_hit_dice": {
        "fr": "Nombre de niveaux ou de dés de vie impossible : {value}. Attendu : au moins 1.",
        "en": "Impossible level or hit dice count: {value}. Expected at least 1.",
    },
    "abilities.bad_percent": {
        "fr": "Pourcentage impossible : {value}. Attendu : entre 0 et 100.",
        "en": "Impossible percentage: {value}. Expected 0 to 100.",
    },
    "abilities.bad_d100": {
        "fr": "Résultat de d100 impossible : {value}. Attendu : entre 1 et 100.",
        "en": "Impossible d100 result: {value}. Expected 1 to 100.",
    },
    "abilities.bad_d20": {
        "fr": "Résultat de d20 impossible : {value}. Attendu : entre 1 et 20.",
        "en": "Impossible d20 result: {value}. Expected 1 to 20.",
    },
    "abilities.breath_not_ready": {
        "fr": "Le souffle n'est pas disponible : {used} utilisation(s) aujourd'hui, prêt dans {rounds} round(s).",
        "en": "The breath weapon is not available: used {used} time(s) today, ready in {rounds} round(s).",
    },
    "abilities.move_silently_needed": {
        "fr": "Il faut le résultat du test de Déplacement silencieux de la créature invisible ({activity}).",
        "en": "The invisible creature's Move Silently check result is needed ({activity}).",
    },
    "abilities.ray_reflex": {
        "fr": "Un rayon n'autorise jamais de jet de Réflexes : Vigueur, Volonté ou aucun.",
        "en": "A ray never allows a Reflex save: Fortitude, Will or none.",
    },
    # rule names shown in explanations
    "rule.special_ability_dc": {
        "fr": "DD du pouvoir (10 + ½ DV + mod.) : {after}",
        "en": "Ability DC (10 + ½ HD + mod.): {after}",
    },
    "rule.negative_levels": {
        "fr": "Niveaux négatifs : malus {after}",
        "en": "Negative levels: {after} penalty",
    },
    "rule.negative_level_spell_loss": {
        "fr": "Niveau négatif : un sort du plus haut niveau perdu ({before} → {after})",
        "en": "Negative level: one highest-level spell lost ({before} → {after})",
    },
    "rule.energy_drain": {
        "fr": "Absorption d'énergie : {before} → {after} niveaux négatifs",
        "en": "Energy drain: {before} → {after} negative levels",
    },
    "rule.drain_death": {
        "fr": "Autant de niveaux négatifs que de niveaux : mort",
        "en": "As many negative levels as levels: death",
    },
    "rule.drain_temporary_hp": {
        "fr": "Points de vie temporaires de l'absorbeur : +{after} (1 heure)",
        "en": "Drainer's temporary hit points: +{after} (1 hour)",
    },
    "rule.negative_level_save": {
        "fr": "Jet de sauvegarde à 24 heures : niveaux {before} → {after}",
        "en": "24-hour save: levels {before} → {after}",
    },
    "rule.level_loss": {"fr": "Perte de niveau : {before} → {after}", "en": "Level loss: {before} → {after}"},
    "rule.positive_levels": {
        "fr": "Niveaux positifs : {before} → {after}",
        "en": "Positive levels: {before} → {after}",
    },
    "rule.positive_levels_undead": {
        "fr": "Niveaux positifs sur un mort-vivant (comme des niveaux négatifs) : {before} → {after}",
        "en": "Positive levels on an undead (as negative levels): {before} → {after}",
    },
    "rule.positive_level_spells": {
        "fr": "Niveau positif : emplacements du plus haut niveau {before} → {after}",
        "en": "Positive level: highest-level slots {before} → {after}",
    },
    "rule.positive_energy_cost": {
        "fr": "Points de vie temporaires perdus par le donneur : {after}",
        "en": "Temporary hit points lost by the giver: {after}",
    },
    "rule.ability_damage": {
        "fr": "Affaiblissement de caractéristique : {before} → {after}",
        "en": "Ability damage: {before} → {after}",
    },
    "rule.ability_drain": {
        "fr": "Diminution de caractéristique : {before} → {after}",
        "en": "Ability drain: {before} → {after}",
    },
    "rule.ability_recovery": {
        "fr": "Récupération naturelle : {before} → {after}",
        "en": "Natural recovery: {before} → {after}",
    },
    "rule.ability_restoration": {
        "fr": "Restauration : {before} → {after}",
        "en": "Restoration: {before} → {after}",
    },
    "rule.constitution_hit_points": {
        "fr": "Points de vie après changement de Constitution : {before} → {after}",
        "en": "Hit points after a Constitution change: {before} → {after}",
    },
    "rule.antimagic_suppression": {"fr": "Zone d'antimagie", "en": "Antimagic field"},
    "rule.antimagic_dispel": {"fr": "Dissiper une zone d'antimagie", "en": "Dispelling an antimagic field"},
    "rule.death_attack": {"fr": "Attaque de mort", "en": "Death attack"},
    "rule.gaze": {"fr": "Attaque de regard", "en": "Gaze attack"},
    "rule.breath_save": {"fr": "Souffle : {before} → {after}", "en": "Breath weapon: {before} → {after}"},
    "rule.breath_own_immunity": {"fr": "Immunité à son propre souffle", "en": "Immune to its own breath"},
    "rule.trample": {"fr": "Piétinement : {before} → {after}", "en": "Trample: {before} → {after}"},
    "rule.poison_immunity": {"fr": "Immunité au venin de son espèce", "en": "Immune to its species' poison"},
    "rule.poison_initial": {"fr": "Poison : effet initial", "en": "Poison: initial effect"},
    "rule.poison_secondary": {
        "fr": "Poison : effet secondaire (1 minute après)",
        "en": "Poison: secondary effect (1 minute later)",
    },
    "rule.frightful_presence": {"fr": "Présence terrifiante", "en": "Frightful presence"},
    "rule.fear_stacking": {"fr": "Intensification de la terreur", "en": "Fear stacking"},
    "rule.evasion": {"fr": "Esquive totale : {before} → {after}", "en": "Evasion: {before} → {after}"},
    "rule.reflex_half": {
        "fr": "Réflexes, 1/2 dégâts : {before} → {after}",
        "en": "Reflex half: {before} → {after}",
    },
    "rule.ray": {"fr": "Rayon (attaque de contact à distance)", "en": "Ray (ranged touch attack)"},
    "rule.rend": {"fr": "Éventration : +{after} (1,5 × For)", "en": "Rend: +{after} (1.5 × Str)"},
    "rule.constrict": {"fr": "Constriction : {after}", "en": "Constrict: {after}"},
    "rule.improved_grab": {
        "fr": "Étreinte : lutte par action libre",
        "en": "Improved grab: grapple as a free action",
    },
    "rule.pounce": {
        "fr": "Bond : attaque à outrance après une charge",
        "en": "Pounce: full attack after a charge",
    },
    "rule.rake": {"fr": "Pattes arrière : {after} attaque(s)", "en": "Rake: {after} attack(s)"},
    "rule.swallow_cut_free": {
        "fr": "Se frayer un passage hors de l'estomac",
        "en": "Cutting free of the stomach",
    },
    "rule.summon": {"fr": "Convocation", "en": "Summon"},
    "rule.invisible_spot": {
        "fr": "Repérer une créature invisible : DD {after}",
        "en": "Noticing an invisible creature: DC {after}",
    },
    "rule.invisible_listen_activity": {
        "fr": "Entendre une créature invisible : DD {after}",
        "en": "Hearing an invisible creature: DC {after}",
    },
    "rule.invisible_listen_distance": {
        "fr": "Distance : DD {before} → {after}",
        "en": "Distance: DC {before} → {after}",
    },
    "rule.invisible_listen_obstacle": {
        "fr": "Obstacle : DD {before} → {after}",
        "en": "Obstacle: DC {before} → {after}",
    },
    "rule.paralysis": {"fr": "Paralysie", "en": "Paralysis"},
    "rule.turn_resistance": {
        "fr": "Résistance au renvoi : DV {before} → {after}",
        "en": "Turn resistance: HD {before} → {after}",
    },
    "rule.hive_mind": {"fr": "Esprit de la ruche", "en": "Hive mind"},
    "rule.scent_range": {"fr": "Portée de l'odorat", "en": "Scent range"},
    "rule.blindsight": {"fr": "Vision aveugle", "en": "Blindsight"},
    "rule.blindsense": {"fr": "Perception aveugle", "en": "Blindsense"},
    "rule.darkvision": {"fr": "Vision dans le noir", "en": "Darkvision"},
    "rule.low_light_vision": {"fr": "Vision nocturne", "en": "Low-light vision"},
    "rule.effect_immunity": {"fr": "Immunité", "en": "Immunity"},
    "rule.sonic": {"fr": "Attaque sonique", "en": "Sonic attack"},
    "rule.alternate_form": {"fr": "Changement de forme", "en": "Alternate form"},
    "rule.ethereal": {"fr": "État éthéré", "en": "Ethereal"},
}
