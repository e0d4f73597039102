"""Messages of the spells area: errors, stat-block labels, names of schools, descriptors and the
other closed lists of text 001, and the names of the spell rules shown in explanations."""

from __future__ import annotations

from arbitre.core.i18n import Lang

MESSAGES: dict[str, dict[Lang, str]] = {
    # ---- errors
    "spells.no_field": {
        "fr": "Aucune ligne de sort reconnue dans « {text} ». Attendu : des lignes comme « École évocation [feu] », « Portée longue », « Durée instantanée ».",
        "en": "No spell stat line recognised in '{text}'. Expected lines such as 'School evocation [fire]', 'Range long', 'Duration instantaneous'.",
    },
    "spells.empty_input": {
        "fr": "Aucun texte de sort à lire (fichier ou entrée standard vide).",
        "en": "No spell text to read (empty file or standard input).",
    },
    "spells.content_yaml": {
        "fr": "Fichier de sorts {file} illisible (YAML) : {detail}",
        "en": "Spell file {file} is not valid YAML: {detail}",
    },
    "spells.content_invalid": {
        "fr": "Fichier de sorts {file}, champ {field} : {detail}",
        "en": "Spell file {file}, field {field}: {detail}",
    },
    "spells.content_field": {
        "fr": "Fichier de sorts {file}, sort « {spell} » : la ligne {field} « {text} » n'est pas comprise.",
        "en": "Spell file {file}, spell '{spell}': the {field} line '{text}' is not understood.",
    },
    "spells.content_duplicate": {
        "fr": "Fichier de sorts {file} : le sort « {spell} » apparaît deux fois.",
        "en": "Spell file {file}: spell '{spell}' appears twice.",
    },
    "spells.not_found": {
        "fr": "Sort inconnu : « {name} ». Noms proches : {suggestions}.",
        "en": "Unknown spell: '{name}'. Close names: {suggestions}.",
    },
    "spells.not_found_hint": {
        "fr": "Le nom français ou anglais convient, sans majuscules ni accents ; « arbitre spell list » les montre tous.",
        "en": "The French or English name works, case and accents optional; 'arbitre spell list' shows them all.",
    },
    "spells.bad_school": {
        "fr": "École de magie inconnue : « {value} ». Attendu : {expected}.",
        "en": "Unknown school of magic: '{value}'. Expected: {expected}.",
    },
    "spells.bad_descriptor": {
        "fr": "Registre inconnu : « {value} ». Attendu : {expected}.",
        "en": "Unknown descriptor: '{value}'. Expected: {expected}.",
    },
    "spells.bad_class": {
        "fr": "Classe inconnue : « {value} ». Attendu : un nom de classe (magicien, prêtre, wizard…).",
        "en": "Unknown class: '{value}'. Expected a class name (wizard, cleric, magicien…).",
    },
    "spells.unknown_caster_class": {
        "fr": "Classe de lanceur de sorts inconnue : « {value} ». Classes connues : {known}.",
        "en": "Unknown spellcasting class: '{value}'. Known classes: {known}.",
    },
    "spells.not_on_list": {
        "fr": "Le sort « {spell} » n'est pas sur la liste de la classe {caster_class}.",
        "en": "Spell '{spell}' is not on the {caster_class} list.",
    },
    "spells.bad_spell_level": {
        "fr": "Niveau de sort impossible : {value}. Attendu : de 0 à 9.",
        "en": "Impossible spell level: {value}. Expected 0 to 9.",
    },
    "spells.bad_natural": {
        "fr": "Résultat naturel du d20 impossible : {value}. Attendu : de 1 à 20.",
        "en": "Impossible natural d20 result: {value}. Expected 1 to 20.",
    },
    "spells.negative_amount": {
        "fr": "Quantité négative : {value}. Attendu : 0 ou plus.",
        "en": "Negative amount: {value}. Expected 0 or more.",
    },
    "spells.bad_pick": {
        "fr": "Choix d'objet exposé impossible : {value}. Attendu : de 0 à {count} exclu.",
        "en": "Impossible exposed-item pick: {value}. Expected 0 up to {count} (excluded).",
    },
    "spells.bad_caster_level": {
        "fr": "Niveau de lanceur de sorts impossible : {value}. Attendu : 1 ou plus.",
        "en": "Impossible caster level: {value}. Expected 1 or more.",
    },
    "spells.duration_needs_roll": {
        "fr": "Cette durée est variable ({dice}) : il faut fournir le résultat du jet (secret, pour le MJ).",
        "en": "This duration is variable ({dice}): the roll's result is needed (secret, for the GM).",
    },
    "spells.cannot_hold_multi_touch": {
        "fr": "Le sort « {spell} » touche plusieurs cibles : sa charge ne peut pas être retenue.",
        "en": "Spell '{spell}' touches several targets: its charge cannot be held.",
    },
    # ---- display
    "spells.label.school": {"fr": "École", "en": "School"},
    "spells.label.level": {"fr": "Niveau", "en": "Level"},
    "spells.label.casting_time": {"fr": "Temps d'incantation", "en": "Casting time"},
    "spells.label.components": {"fr": "Composantes", "en": "Components"},
    "spells.label.range": {"fr": "Portée", "en": "Range"},
    "spells.label.targets": {"fr": "Cible(s)", "en": "Targets"},
    "spells.label.effect": {"fr": "Effet", "en": "Effect"},
    "spells.label.area": {"fr": "Zone d'effet", "en": "Area"},
    "spells.label.duration": {"fr": "Durée", "en": "Duration"},
    "spells.label.saving_throw": {"fr": "Jet de sauvegarde", "en": "Saving throw"},
    "spells.label.spell_resistance": {"fr": "Résistance à la magie", "en": "Spell resistance"},
    "spells.label.payload": {"fr": "Effet mécanique", "en": "Payload"},
    "spells.label.unread": {"fr": "Lignes non comprises", "en": "Lines not understood"},
    "spells.label.name": {"fr": "Nom", "en": "Name"},
    "spells.at_level": {"fr": "{value} au NLS {level}", "en": "{value} at CL {level}"},
    "spells.yes": {"fr": "oui", "en": "yes"},
    "spells.no": {"fr": "non", "en": "no"},
    "spells.harmless": {"fr": "inoffensif", "en": "harmless"},
    "spells.object": {"fr": "objet", "en": "object"},
    "spells.see_text": {"fr": "voir texte", "en": "see text"},
    "spells.dismissible": {"fr": "(T)", "en": "(D)"},
    "spells.shapeable": {"fr": "(F)", "en": "(S)"},
    "spells.damage": {"fr": "dégâts {formula} ({type})", "en": "{formula} {type} damage"},
    "spells.healing": {"fr": "soins {formula}", "en": "heals {formula}"},
    "spells.conditions": {"fr": "états : {conditions}", "en": "conditions: {conditions}"},
    "spells.heightened": {
        "fr": "+{add} par {step} rang(s) au-dessus",
        "en": "+{add} per {step} rank(s) above",
    },
    "spells.list_count": {"fr": "{count} sort(s)", "en": "{count} spell(s)"},
    "spells.block_error": {"fr": "Bloc {index} : {error}", "en": "Block {index}: {error}"},
    "spells.per_level": {"fr": "/niveau", "en": "/level"},
    "spells.concentration_cap": {"fr": "jusqu'à {span}", "en": "up to {span}"},
    "spells.concentration_plus": {"fr": "+ {span}", "en": "+ {span}"},
    "spells.or_discharged": {"fr": "ou jusqu'à déchargement", "en": "or until discharged"},
    "spells.secret_roll": {"fr": "{dice} (jet secret du MJ)", "en": "{dice} (secret GM roll)"},
    # ---- rules shown in explanations
    "rule.spell_save_dc": {
        "fr": "DD du sort : 10 + niveau du sort + modificateur de caractéristique",
        "en": "Spell DC: 10 + spell level + ability modifier",
    },
    "rule.save_degree": {
        "fr": "Degré de réussite du jet de sauvegarde",
        "en": "Degree of success of the save",
    },
    "rule.save_natural_1": {"fr": "1 naturel : échec automatique", "en": "Natural 1: automatic failure"},
    "rule.save_natural_20": {
        "fr": "20 naturel : réussite automatique",
        "en": "Natural 20: automatic success",
    },
    "rule.save_roll": {"fr": "Jet de sauvegarde contre le DD", "en": "Saving throw against the DC"},
    "rule.save_none": {"fr": "Pas de jet de sauvegarde", "en": "No saving throw"},
    "rule.save_voluntary_failure": {
        "fr": "Échec volontaire au jet de sauvegarde",
        "en": "Voluntary failure of the save",
    },
    "rule.object_no_save": {
        "fr": "Objet non magique sans porteur : pas de jet de sauvegarde",
        "en": "Unattended non-magical object: no saving throw",
    },
    "rule.object_save_bonus": {"fr": "Bonus de sauvegarde de l'objet", "en": "Object's save bonus"},
    "rule.exposed_item_hit": {
        "fr": "1 naturel : un objet exposé est touché",
        "en": "Natural 1: an exposed item is hit",
    },
    "rule.sr_caster_only": {
        "fr": "Sort sur le lanceur seul : pas de résistance à la magie",
        "en": "Spell on the caster only: no spell resistance",
    },
    "rule.sr_spell_allows_none": {
        "fr": "Résistance à la magie : non (ligne du sort)",
        "en": "Spell resistance: no (spell's line)",
    },
    "rule.sr_not_resisted": {
        "fr": "Sort accepté : la résistance à la magie ne joue pas",
        "en": "Spell accepted: spell resistance does not apply",
    },
    "rule.sr_lowered": {"fr": "Résistance à la magie abaissée", "en": "Spell resistance lowered"},
    "rule.caster_level_check": {
        "fr": "Test de niveau de lanceur de sorts contre la résistance à la magie",
        "en": "Caster level check against spell resistance",
    },
    "rule.sr_second_chance": {
        "fr": "Résistance à la magie rétablie : nouveau test",
        "en": "Spell resistance restored: new check",
    },
    "rule.sr_remembered": {
        "fr": "Résistance à la magie déjà testée contre ce sort",
        "en": "Spell resistance already checked against this spell",
    },
    "rule.spell_range": {"fr": "Portée au niveau de lanceur de sorts", "en": "Range at the caster level"},
    "rule.component_missing": {"fr": "Composante impossible à fournir", "en": "Component cannot be provided"},
    "rule.casting_full_rounds": {
        "fr": "Incantation en actions complexes consécutives",
        "en": "Casting takes consecutive full-round actions",
    },
    "rule.spell_duration": {"fr": "Durée du sort en rounds", "en": "Spell duration in rounds"},
    "rule.language_dependent_fails": {
        "fr": "Sort de langage : la cible ne comprend pas ou n'entend pas",
        "en": "Language-dependent spell: the target does not understand or cannot hear",
    },
    "rule.mind_affecting_no_effect": {
        "fr": "Sort mental sans effet (Intelligence inférieure à 1)",
        "en": "Mind-affecting spell has no effect (Intelligence below 1)",
    },
    "rule.polymorph_size_adjustment": {
        "fr": "Métamorphose : ajustement de taille des caractéristiques",
        "en": "Polymorph: size adjustment of ability scores",
    },
    "rule.held_charge_lost": {"fr": "Charge retenue perdue", "en": "Held charge lost"},
    "rule.abjuration_overlap": {
        "fr": "Abjurations superposées depuis 24 h : DD de Perception −4",
        "en": "Abjurations overlapping for 24 h: Perception DC −4",
    },
    "rule.disbelief_proof": {
        "fr": "Preuve que l'illusion est fausse : pas besoin de jet",
        "en": "Proof the illusion is false: no save needed",
    },
    "rule.disbelief_told": {
        "fr": "Un allié a percé l'illusion à jour : +4 au jet",
        "en": "An ally saw through the illusion: +4 to the save",
    },
}

_NAMES: dict[str, dict[str, tuple[str, str]]] = {
    "school": {
        "abjuration": ("abjuration", "abjuration"),
        "conjuration": ("invocation", "conjuration"),
        "divination": ("divination", "divination"),
        "enchantment": ("enchantement", "enchantment"),
        "evocation": ("évocation", "evocation"),
        "illusion": ("illusion", "illusion"),
        "necromancy": ("nécromancie", "necromancy"),
        "transmutation": ("transmutation", "transmutation"),
        "universal": ("universel", "universal"),
    },
    "subschool": {
        "scrying": ("scrutation", "scrying"),
        "charm": ("charme", "charm"),
        "compulsion": ("coercition", "compulsion"),
        "figment": ("chimère", "figment"),
        "glamer": ("hallucination", "glamer"),
        "pattern": ("mirage", "pattern"),
        "phantasm": ("fantasme", "phantasm"),
        "shadow": ("ombre", "shadow"),
        "calling": ("appel", "calling"),
        "summoning": ("convocation", "summoning"),
        "creation": ("création", "creation"),
        "healing": ("guérison", "healing"),
        "teleportation": ("téléportation", "teleportation"),
        "polymorph": ("métamorphose", "polymorph"),
    },
    "descriptor": {
        "acid": ("acide", "acid"),
        "air": ("air", "air"),
        "good": ("Bien", "good"),
        "chaotic": ("Chaos", "chaotic"),
        "pain": ("douleur", "pain"),
        "water": ("eau", "water"),
        "electricity": ("électricité", "electricity"),
        "emotion": ("émotion", "emotion"),
        "fire": ("feu", "fire"),
        "force": ("force", "force"),
        "cold": ("froid", "cold"),
        "language-dependent": ("langage", "language-dependent"),
        "lawful": ("Loi", "lawful"),
        "light": ("lumière", "light"),
        "evil": ("Mal", "evil"),
        "disease": ("maladie", "disease"),
        "curse": ("malédiction", "curse"),
        "mind-affecting": ("mental", "mind-affecting"),
        "death": ("mort", "death"),
        "shadow": ("ombre", "shadow"),
        "poison": ("poison", "poison"),
        "sonic": ("son", "sonic"),
        "earth": ("terre", "earth"),
        "fear": ("terreur", "fear"),
    },
    "range": {
        "personal": ("personnelle", "personal"),
        "touch": ("contact", "touch"),
        "close": ("courte", "close"),
        "medium": ("moyenne", "medium"),
        "long": ("longue", "long"),
        "unlimited": ("illimitée", "unlimited"),
        "fixed": ("fixe", "fixed"),
        "other": ("spéciale", "special"),
    },
    "duration": {
        "instantaneous": ("instantanée", "instantaneous"),
        "permanent": ("permanente", "permanent"),
        "concentration": ("concentration", "concentration"),
        "timed": ("déterminée", "timed"),
        "discharge": ("jusqu'à déchargement", "until discharged"),
        "special": ("spéciale", "special"),
    },
    "save": {
        "fortitude": ("Vigueur", "Fortitude"),
        "reflex": ("Réflexes", "Reflex"),
        "will": ("Volonté", "Will"),
        "none": ("aucun", "none"),
    },
    "effect": {
        "negates": ("annule", "negates"),
        "partial": ("partiel", "partial"),
        "half": ("1/2 dégâts", "half"),
        "none": ("sans effet", "no effect"),
        "disbelief": ("dévoile", "disbelief"),
        "special": ("voir texte", "see text"),
        "basic": ("basique", "basic"),
    },
    "unit": {
        "round": ("round(s)", "round(s)"),
        "minute": ("minute(s)", "minute(s)"),
        "hour": ("heure(s)", "hour(s)"),
        "day": ("jour(s)", "day(s)"),
        "week": ("semaine(s)", "week(s)"),
        "month": ("mois", "month(s)"),
        "year": ("an(s)", "year(s)"),
    },
    "casting": {
        "swift": ("action rapide", "swift action"),
        "immediate": ("action immédiate", "immediate action"),
        "standard": ("action simple", "standard action"),
        "full_round": ("action complexe", "full-round action"),
        "round": ("round(s)", "round(s)"),
        "minute": ("minute(s)", "minute(s)"),
        "hour": ("heure(s)", "hour(s)"),
        "day": ("jour(s)", "day(s)"),
        "week": ("semaine(s)", "week(s)"),
        "action": ("action(s)", "action(s)"),
        "special": ("spécial", "special"),
    },
    "shape": {
        "burst": ("rayonnement", "burst"),
        "emanation": ("émanation", "emanation"),
        "spread": ("étendue", "spread"),
        "sphere": ("sphère", "sphere"),
        "cone": ("cône", "cone"),
        "cylinder": ("cylindre", "cylinder"),
        "line": ("ligne", "line"),
        "cube": ("cube", "cube"),
        "other": ("autre", "other"),
    },
}

for _kind, _table in _NAMES.items():
    for _id, (_fr, _en) in _table.items():
        MESSAGES[f"spells.{_kind}.{_id}"] = {"fr": _fr, "en": _en}
