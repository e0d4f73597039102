"""Messages of the creature model, the stat-block reader, the creature content and its commands."""

from __future__ import annotations

from arbitre.core.i18n import Lang

MESSAGES: dict[str, dict[Lang, str]] = {
    # impossible states (model)
    "creatures.negative_score": {
        "fr": "Valeur de caractéristique impossible : {ability} {value}. Une caractéristique vaut 0 ou plus, ou « — » (aucune valeur).",
        "en": "Impossible ability score: {ability} {value}. A score is 0 or more, or '—' (no score).",
    },
    "creatures.negative_value": {
        "fr": "Valeur négative impossible pour {field} : {value}. Attendu : 0 ou plus.",
        "en": "Impossible negative value for {field}: {value}. Expected 0 or more.",
    },
    "creatures.negative_level": {
        "fr": "Nombre de niveaux impossible : {value}. Un niveau vaut au moins 1.",
        "en": "Impossible level count: {value}. A level is at least 1.",
    },
    "creatures.level_zero": {
        "fr": "Niveau 0 impossible : une créature a au moins 1 niveau ou 1 dé de vie.",
        "en": "Level 0 is impossible: a creature has at least 1 level or 1 hit die.",
    },
    "creatures.hd_zero": {
        "fr": "Dés de vie impossibles : une créature a au moins un dé de vie (par ex. 1d8, 6d8+36).",
        "en": "Impossible hit dice: a creature has at least one hit die (e.g. 1d8, 6d8+36).",
    },
    "creatures.bad_hd": {
        "fr": "Dés de vie illisibles : « {text} ». Attendu par ex. 6d8+36, 3d8+4d12+42 ou 1/2 d8.",
        "en": "Unreadable hit dice: '{text}'. Expected e.g. 6d8+36, 3d8+4d12+42 or 1/2 d8.",
    },
    "creatures.hp_over_max": {
        "fr": "Points de vie actuels ({current}) supérieurs au maximum ({maximum}) : les points de vie temporaires se notent à part.",
        "en": "Current hit points ({current}) above the maximum ({maximum}): temporary hit points are kept apart.",
    },
    "creatures.unknown_ability_score": {
        "fr": "Caractéristique inconnue : « {name} ». Attendu : for/dex/con/int/sag/cha ou str/dex/con/int/wis/cha.",
        "en": "Unknown ability score: '{name}'. Expected str/dex/con/int/wis/cha (or for/dex/con/int/sag/cha).",
    },
    "creatures.empty_ability": {
        "fr": "Pouvoir spécial sans identifiant.",
        "en": "Special ability without an id.",
    },
    "creatures.bad_slots": {
        "fr": "Emplacements de sorts impossibles : niveau {level}, {count} emplacement(s). Attendu : niveau 0 à 9, nombre positif.",
        "en": "Impossible spell slots: level {level}, {count} slot(s). Expected level 0 to 9 and a count of 0 or more.",
    },
    "creatures.no_name": {
        "fr": "Créature sans nom : donnez au moins un nom français ou anglais.",
        "en": "Creature without a name: give at least a French or an English name.",
    },
    "creatures.no_id": {
        "fr": "Créature sans identifiant.",
        "en": "Creature without an id.",
    },
    # stat-block reader
    "creatures.empty_block": {
        "fr": "Bloc de statistiques vide.",
        "en": "Empty stat block.",
    },
    "creatures.nothing_read": {
        "fr": "Rien de lisible dans ce bloc (« {start} ») : ni CA, ni pv, ni dés de vie, ni jets de sauvegarde, ni caractéristiques.",
        "en": "Nothing readable in this block ('{start}'): no AC, hp, hit dice, saves or ability scores.",
    },
    "creatures.reason.unknown_field": {"fr": "champ inconnu", "en": "unknown field"},
    # content
    "creatures.content_invalid": {
        "fr": "Fichier de créatures invalide : {file}, créature « {creature} », champ {field} : {problem}",
        "en": "Invalid creature file: {file}, creature '{creature}', field {field}: {problem}",
    },
    "creatures.content_unreadable": {
        "fr": "Fichier de créatures illisible : {file} : {problem}",
        "en": "Unreadable creature file: {file}: {problem}",
    },
    "creatures.duplicate_id": {
        "fr": "Identifiant de créature en double dans {file} : « {creature} ».",
        "en": "Duplicate creature id in {file}: '{creature}'.",
    },
    "creatures.not_found": {
        "fr": "Créature inconnue : « {name} ». Suggestions : {suggestions}.",
        "en": "Unknown creature: '{name}'. Suggestions: {suggestions}.",
    },
    "creatures.not_found_hint": {
        "fr": "« arbitre creature list » donne toutes les créatures connues.",
        "en": "'arbitre creature list' shows every known creature.",
    },
    "creatures.bad_spec": {
        "fr": "Créature « {creature} » invalide, champ {field} : {problem}",
        "en": "Invalid creature '{creature}', field {field}: {problem}",
    },
    "creatures.unknown_template": {
        "fr": "Modèle de créature inconnu : « {name} ». Suggestions : {suggestions}.",
        "en": "Unknown creature template: '{name}'. Suggestions: {suggestions}.",
    },
    "creatures.unknown_type": {
        "fr": "Type de créature inconnu : « {value} ». Attendu : {expected}.",
        "en": "Unknown creature type: '{value}'. Expected: {expected}.",
    },
    "creatures.unknown_filter_ability": {
        "fr": "Pouvoir inconnu pour --ability : « {value} ». Suggestions : {suggestions}.",
        "en": "Unknown ability for --ability: '{value}'. Suggestions: {suggestions}.",
    },
    # CLI labels
    "creatures.label.name": {"fr": "Nom", "en": "Name"},
    "creatures.label.type": {"fr": "Type", "en": "Type"},
    "creatures.label.cr": {"fr": "FP", "en": "CR"},
    "creatures.label.size": {"fr": "Taille", "en": "Size"},
    "creatures.label.alignment": {"fr": "Alignement", "en": "Alignment"},
    "creatures.label.hp": {"fr": "Points de vie", "en": "Hit points"},
    "creatures.label.hd": {"fr": "Dés de vie", "en": "Hit dice"},
    "creatures.label.ac": {
        "fr": "CA {total}, contact {touch}, pris au dépourvu {flat_footed}",
        "en": "AC {total}, touch {touch}, flat-footed {flat_footed}",
    },
    "creatures.label.ac_short": {"fr": "Classe d'armure", "en": "Armor class"},
    "creatures.label.saves": {"fr": "Sauvegardes", "en": "Saves"},
    "creatures.label.saves_value": {
        "fr": "Réf {reflex}, Vig {fortitude}, Vol {will}",
        "en": "Fort {fortitude}, Ref {reflex}, Will {will}",
    },
    "creatures.label.abilities": {"fr": "Caractéristiques", "en": "Ability scores"},
    "creatures.label.defenses": {"fr": "Défenses", "en": "Defenses"},
    "creatures.label.special": {"fr": "Pouvoirs spéciaux", "en": "Special abilities"},
    "creatures.label.unknown": {"fr": "hors catalogue", "en": "not in the catalogue"},
    "creatures.label.unparsed": {"fr": "Non lu", "en": "Not read"},
    "creatures.label.speed": {"fr": "Vitesse", "en": "Speed"},
    "creatures.label.spellcasting": {"fr": "Sorts", "en": "Spells"},
    "creatures.label.id": {"fr": "Id", "en": "Id"},
    "creatures.label.count": {"fr": "{n} créature(s)", "en": "{n} creature(s)"},
    "creatures.label.block_error": {"fr": "Bloc {n} : erreur", "en": "Block {n}: error"},
    "creatures.label.block": {"fr": "Bloc {n}", "en": "Block {n}"},
    "creatures.param.range": {"fr": "portée", "en": "range"},
    "creatures.param.dc": {"fr": "DD", "en": "DC"},
    "creatures.param.damage": {"fr": "dégâts", "en": "damage"},
    "creatures.param.energy": {"fr": "énergie", "en": "energy"},
    "creatures.param.save": {"fr": "sauvegarde", "en": "save"},
    "creatures.param.shape": {"fr": "forme", "en": "shape"},
    "creatures.param.recharge": {"fr": "recharge", "en": "recharge"},
    "creatures.param.amount": {"fr": "valeur", "en": "amount"},
    "creatures.param.bypass": {"fr": "sauf", "en": "except"},
    "creatures.param.levels": {"fr": "niveaux", "en": "levels"},
    "creatures.param.ability": {"fr": "caractéristique", "en": "ability"},
    "creatures.param.chance": {"fr": "chances (%)", "en": "chance (%)"},
    "creatures.param.per_day": {"fr": "par jour", "en": "per day"},
    "creatures.param.effect": {"fr": "effet", "en": "effect"},
    "creatures.param.duration": {"fr": "durée", "en": "duration"},
    "creatures.param.against": {"fr": "contre", "en": "against"},
    "creatures.param.initial": {"fr": "effet initial", "en": "initial"},
    "creatures.param.secondary": {"fr": "effet secondaire", "en": "secondary"},
    "creatures.param.delivery": {"fr": "vecteur", "en": "delivery"},
    "creatures.param.max_size": {"fr": "taille max.", "en": "max size"},
    "creatures.param.cut_free_damage": {"fr": "dégâts pour s'extraire", "en": "damage to cut free"},
    "creatures.param.creature": {"fr": "créature", "en": "creature"},
    "creatures.param.count": {"fr": "nombre", "en": "count"},
    "creatures.param.forms": {"fr": "formes", "en": "forms"},
    "creatures.label.classes": {"fr": "Classes", "en": "Classes"},
}
