"""Messages of encounters: the ``arbitre encounter`` commands, the event log, the store."""

from __future__ import annotations

from arbitre.core.i18n import Lang

MESSAGES: dict[str, dict[Lang, str]] = {
    # errors
    "encounter.storage_failed": {
        "fr": "La base des rencontres ({url}) ne répond pas comme prévu : {detail}",
        "en": "The encounter database ({url}) failed: {detail}",
    },
    "encounter.conflict": {
        "fr": "La rencontre « {name} » a changé pendant cette action (version {expected} attendue, {found} trouvée) : rien n'a été enregistré.",
        "en": "Encounter '{name}' changed during this action (version {expected} expected, {found} found): nothing was saved.",
    },
    "encounter.conflict_hint": {
        "fr": "Un autre programme a écrit avant vous ; relancez la commande sur l'état à jour.",
        "en": "Another writer got there first; run the command again on the new state.",
    },
    "encounter.exists": {
        "fr": "La rencontre « {name} » existe déjà.",
        "en": "Encounter '{name}' already exists.",
    },
    "encounter.exists_hint": {
        "fr": "Choisissez un autre nom (--as pour import) ou --replace pour la remplacer.",
        "en": "Choose another name (--as for import) or --replace to overwrite it.",
    },
    "encounter.not_found": {
        "fr": "Aucune rencontre nommée « {name} ».",
        "en": "No encounter named '{name}'.",
    },
    "encounter.not_found_hint": {
        "fr": "« arbitre encounter list » montre les rencontres enregistrées.",
        "en": "'arbitre encounter list' shows the saved encounters.",
    },
    "encounter.none_chosen": {
        "fr": "Aucune rencontre choisie : aucune n'a encore été utilisée.",
        "en": "No encounter chosen: none has been used yet.",
    },
    "encounter.none_chosen_hint": {
        "fr": "Créez-en une (arbitre encounter new NOM) ou nommez-la avec -e NOM.",
        "en": "Create one (arbitre encounter new NAME) or name it with -e NAME.",
    },
    "encounter.bad_name": {
        "fr": "Nom de rencontre invalide : « {name} » (1 à 200 caractères attendus).",
        "en": "Invalid encounter name: '{name}' (1 to 200 characters expected).",
    },
    "encounter.bad_event": {
        "fr": "Événement illisible dans le journal : {event}",
        "en": "Unreadable event in the log: {event}",
    },
    "encounter.bad_export": {
        "fr": "{file} n'est pas un export de rencontre lisible : {problem}",
        "en": "{file} is not a readable encounter export: {problem}",
    },
    "encounter.no_creatures": {
        "fr": "La rencontre « {name} » n'a encore aucune créature : ajoutez-en avec « add ».",
        "en": "Encounter '{name}' has no creature yet: add some with 'add'.",
    },
    "encounter.duplicate_creature": {
        "fr": "L'identifiant « {id} » est déjà pris dans cette rencontre.",
        "en": "Id '{id}' is already used in this encounter.",
    },
    "encounter.duplicate_hint": {
        "fr": "Donnez-lui un autre identifiant avec --as.",
        "en": "Give it another id with --as.",
    },
    "encounter.unknown_creature": {
        "fr": "Aucune créature « {name} » dans la rencontre (présentes : {known}).",
        "en": "No creature '{name}' in the encounter (present: {known}).",
    },
    "encounter.not_in_file": {
        "fr": "Aucune créature d'identifiant « {id} » dans {file} (présentes : {known}).",
        "en": "No creature with id '{id}' in {file} (present: {known}).",
    },
    "encounter.no_creature_in_file": {
        "fr": "{file} ne contient ni créature YAML/JSON ni bloc de statistiques lisible.",
        "en": "{file} holds neither a YAML/JSON creature nor a readable stat block.",
    },
    "encounter.empty_action": {
        "fr": "Action vide.",
        "en": "Empty action.",
    },
    "encounter.unknown_verb": {
        "fr": "Verbe d'action inconnu : « {verb} » (attendu : {expected}…).",
        "en": "Unknown action verb: '{verb}' (expected: {expected}…).",
    },
    "encounter.bad_action": {
        "fr": "Action illisible : « {text} » (forme attendue : {form}).",
        "en": "Unreadable action: '{text}' (expected form: {form}).",
    },
    "encounter.action_hint": {
        "fr": "Exemples : « lance boule de feu sur troll, gobelin », « utilise souffle sur guerrier », « frappe troll +12 1d8+4 tranchant », « dégâts 10 sur troll », « état effrayé 3 rounds sur gobelin ».",
        "en": "Examples: 'cast fireball on troll, goblin', 'use breath weapon on fighter', 'strike troll +12 1d8+4 slashing', 'damage 10 to troll', 'condition frightened 3 rounds on goblin'.",
    },
    "encounter.bad_action_mapping": {
        "fr": "Action YAML/JSON invalide : {problem}",
        "en": "Invalid YAML/JSON action: {problem}",
    },
    "encounter.no_area": {
        "fr": "Cette rencontre n'a pas de carte : une zone d'effet (« à X,Y », area:) en demande une.",
        "en": "This encounter has no map: an area ('at X,Y', area:) needs one.",
    },
    "encounter.no_area_hint": {
        "fr": "Enregistrez une carte (arbitre encounter map FICHIER), placez les créatures (place ID X,Y), ou nommez les cibles.",
        "en": "Store a map (arbitre encounter map FILE), place the creatures (place ID X,Y), or name the targets.",
    },
    "encounter.no_targets": {
        "fr": "Aucune cible dans « {text} » : ajoutez « sur CIBLE, CIBLE ».",
        "en": "No target in '{text}': add 'on TARGET, TARGET'.",
    },
    "encounter.bad_ability_score": {
        "fr": "Caractéristique inconnue : « {value} » (attendu : {expected}).",
        "en": "Unknown ability score: '{value}' (expected: {expected}).",
    },
    "encounter.no_such_condition": {
        "fr": "{target} n'a pas l'état « {condition} » (états : {known}).",
        "en": "{target} is not '{condition}' (conditions: {known}).",
    },
    "encounter.unknown_condition": {
        "fr": "État inconnu : « {name} ».",
        "en": "Unknown condition: '{name}'.",
    },
    "encounter.unknown_effect": {
        "fr": "Aucun effet en cours nommé « {name} » (en cours : {known}).",
        "en": "No ongoing effect named '{name}' (ongoing: {known}).",
    },
    "encounter.bad_forced": {
        "fr": "Jet imposé illisible : « {text} » (forme : save:troll=3, damage=4,6,2, sr:troll=true).",
        "en": "Unreadable forced roll: '{text}' (form: save:troll=3, damage=4,6,2, sr:troll=true).",
    },
    "encounter.duration_out_of_range": {
        "fr": "Durée hors limites : « {text} » (plus de 0 round et au plus {years} ans).",
        "en": "Duration out of range: '{text}' (more than 0 rounds and at most {years} years).",
    },
    "encounter.bad_duration": {
        "fr": "Durée illisible : « {text} » (unités : {expected}).",
        "en": "Unreadable duration: '{text}' (units: {expected}).",
    },
    "encounter.nothing_to_undo": {
        "fr": "Rien à annuler dans « {name} ».",
        "en": "Nothing to undo in '{name}'.",
    },
    # reports
    "encounter.created": {
        "fr": "Rencontre « {name} » créée ({ruleset}). Elle devient la rencontre par défaut.",
        "en": "Encounter '{name}' created ({ruleset}). It is now the default encounter.",
    },
    "encounter.added": {
        "fr": "{id} ajouté : initiative {initiative}, {hp} pv.",
        "en": "{id} added: initiative {initiative}, {hp} hp.",
    },
    "encounter.turn_of": {
        "fr": "Round {round} — au tour de {name} ({id})",
        "en": "Round {round} — {name}'s turn ({id})",
    },
    "encounter.advanced": {
        "fr": "{span} passent — round {round}.",
        "en": "{span} pass — round {round}.",
    },
    "encounter.undone": {
        "fr": "Action {action} ({command}) annulée, avec tout ce qu'elle avait causé.",
        "en": "Action {action} ({command}) undone, with everything it caused.",
    },
    "encounter.imported": {
        "fr": "Rencontre « {name} » importée ({events} événements).",
        "en": "Encounter '{name}' imported ({events} events).",
    },
    "encounter.deleted": {
        "fr": "Rencontre « {name} » supprimée.",
        "en": "Encounter '{name}' deleted.",
    },
    "encounter.none": {
        "fr": "Aucune rencontre enregistrée.",
        "en": "No saved encounter.",
    },
    "encounter.list_line": {
        "fr": "{events} événements, modifiée le {updated}",
        "en": "{events} events, updated {updated}",
    },
    "encounter.show_title": {
        "fr": "{name} — round {round} ({elapsed} écoulés)",
        "en": "{name} — round {round} ({elapsed} elapsed)",
    },
    "encounter.col_creature": {"fr": "Créature", "en": "Creature"},
    "encounter.col_init": {"fr": "Init.", "en": "Init."},
    "encounter.col_hp": {"fr": "PV", "en": "HP"},
    "encounter.col_conditions": {"fr": "États", "en": "Conditions"},
    "encounter.col_other": {"fr": "Niveaux nég. / caract.", "en": "Neg. levels / abilities"},
    "encounter.effects": {"fr": "Effets en cours", "en": "Ongoing effects"},
    "encounter.scheduled": {"fr": "À venir (MJ)", "en": "Coming up (GM)"},
    "encounter.summoned": {"fr": "convoqué ({left})", "en": "summoned ({left})"},
    "encounter.secret": {"fr": "durée secrète", "en": "secret duration"},
    "encounter.no_limit": {"fr": "sans limite", "en": "no set end"},
    "encounter.undone_mark": {"fr": "annulée", "en": "undone"},
    "encounter.negative_levels": {"fr": "{n} niv. nég.", "en": "{n} neg. lvl"},
    # event descriptions
    "encounter.ev.creature_added": {
        "fr": "{id} entre dans la rencontre (initiative {initiative})",
        "en": "{id} joins the encounter (initiative {initiative})",
    },
    "encounter.ev.creature_removed": {
        "fr": "{id} quitte la rencontre ({reason})",
        "en": "{id} leaves the encounter ({reason})",
    },
    "encounter.ev.damaged": {
        "fr": "{target} : {lethal} dégâts létaux, {nonlethal} non létaux → {hp} pv",
        "en": "{target}: {lethal} lethal damage, {nonlethal} nonlethal → {hp} hp",
    },
    "encounter.ev.healed": {
        "fr": "{target} : {lethal} pv rendus, {nonlethal} dégâts non létaux guéris ({rule})",
        "en": "{target}: {lethal} hp healed, {nonlethal} nonlethal damage healed ({rule})",
    },
    "encounter.ev.condition_added": {
        "fr": "{target} : {condition} ({duration})",
        "en": "{target}: {condition} ({duration})",
    },
    "encounter.ev.condition_removed": {
        "fr": "{target} : fin de l'état {condition} ({reason})",
        "en": "{target}: no longer {condition} ({reason})",
    },
    "encounter.ev.temp_hp_added": {
        "fr": "{target} : {amount} pv temporaires ({duration})",
        "en": "{target}: {amount} temporary hp ({duration})",
    },
    "encounter.ev.temp_hp_ended": {
        "fr": "{target} : pv temporaires dissipés",
        "en": "{target}: temporary hp gone",
    },
    "encounter.ev.negative_levels": {
        "fr": "{target} : {change} niveau(x) négatif(s)",
        "en": "{target}: {change} negative level(s)",
    },
    "encounter.ev.levels_lost": {
        "fr": "{target} : jets de Vigueur contre {resolved} niveau(x) négatif(s) (DD {dc}) : {lost} niveau(x) perdu(s)",
        "en": "{target}: Fortitude saves against {resolved} negative level(s) (DC {dc}): {lost} level(s) lost",
    },
    "encounter.ev.ability_damaged": {
        "fr": "{target} : {ability} {amount}",
        "en": "{target}: {ability} {amount}",
    },
    "encounter.ev.effect_started": {
        "fr": "effet {label} [{id}] ({duration})",
        "en": "effect {label} [{id}] ({duration})",
    },
    "encounter.ev.effect_ended": {
        "fr": "fin de l'effet [{id}] ({reason})",
        "en": "effect [{id}] ends ({reason})",
    },
    "encounter.ev.immunity_added": {
        "fr": "{target} : immunisé contre {against} ({duration})",
        "en": "{target}: immune to {against} ({duration})",
    },
    "encounter.ev.immunity_ended": {
        "fr": "{target} : fin de l'immunité contre {against}",
        "en": "{target}: no longer immune to {against}",
    },
    "encounter.ev.scheduled": {
        "fr": "{target} : {kind} dans {duration}",
        "en": "{target}: {kind} in {duration}",
    },
    "encounter.reason.expired": {"fr": "durée écoulée", "en": "expired"},
    "encounter.reason.removed": {"fr": "retiré", "en": "removed"},
    "encounter.reason.dismissed": {"fr": "terminé", "en": "dismissed"},
    "encounter.reason.effect_ended": {"fr": "fin de l'effet", "en": "its effect ended"},
    "encounter.reason.fear_stacking": {"fr": "peurs cumulées", "en": "fears stacked"},
    "encounter.reason.summon_ended": {"fr": "fin de la convocation", "en": "summoning over"},
    "encounter.reason.concentration_stopped": {
        "fr": "le lanceur cesse de se concentrer pour lancer un autre sort",
        "en": "the caster stops concentrating to cast another spell",
    },
    "encounter.reason.caster_down": {
        "fr": "le lanceur ne peut plus se concentrer (hors de combat)",
        "en": "the caster can no longer concentrate (down)",
    },
    "encounter.reason.in_wall": {"fr": "dans un mur", "en": "inside a wall"},
    "encounter.reason.off_map": {"fr": "hors de la carte", "en": "off the map"},
    "encounter.dc": {"fr": "DD", "en": "DC"},
    "encounter.ev.schedule_done": {"fr": "{kind} : {result}", "en": "{kind}: {result}"},
    "encounter.ev.save_rolled": {
        "fr": "{target} : {kind}, jet de sauvegarde d20 {natural} contre DD {dc} → {verdict}",
        "en": "{target}: {kind}, saving throw d20 {natural} against DC {dc} → {verdict}",
    },
    "encounter.ev.turn_started": {
        "fr": "round {round}, tour de {creature}",
        "en": "round {round}, {creature}'s turn",
    },
    "encounter.ev.time_advanced": {"fr": "{duration} passent", "en": "{duration} pass"},
    "encounter.ev.undone": {
        "fr": "action {action} ({command}) annulée",
        "en": "action {action} ({command}) undone",
    },
    "encounter.saved": {"fr": "réussi", "en": "saved"},
    "encounter.failed": {"fr": "raté", "en": "failed"},
    "encounter.ev.resolved": {
        "fr": "{actor} : {label} prend effet",
        "en": "{actor}: {label} takes effect",
    },
    "encounter.ev.gaze_avoided": {
        "fr": "{target} ne croise pas le regard de {actor}",
        "en": "{target} does not meet {actor}'s gaze",
    },
    "encounter.kind.spell": {"fr": "sort en cours d'incantation", "en": "spell being cast"},
    "encounter.kind.poison_secondary": {"fr": "effet secondaire du poison", "en": "secondary poison effect"},
    "encounter.kind.negative_levels": {
        "fr": "jets contre les niveaux négatifs",
        "en": "negative level saves",
    },
    "encounter.kind.poison": {"fr": "poison", "en": "poison"},
    "encounter.kind.frightful_presence": {"fr": "présence terrifiante", "en": "frightful presence"},
    # units
    "encounter.unit.round": {"fr": "{n} round(s)", "en": "{n} round(s)"},
    "encounter.unit.minute": {"fr": "{n} min", "en": "{n} min"},
    "encounter.unit.hour": {"fr": "{n} h", "en": "{n} h"},
    "encounter.unit.day": {"fr": "{n} jour(s)", "en": "{n} day(s)"},
    # positions and maps
    "encounter.bad_square": {
        "fr": "Case illisible : « {text} » ; attendu : {expected}.",
        "en": "Unreadable square: '{text}'; expected: {expected}.",
    },
    "encounter.empty_map": {
        "fr": "La carte est vide : donnez un fichier (ASCII ou JSON) ou le dessin lui-même.",
        "en": "The map is empty: give a file (ASCII or JSON) or the drawing itself.",
    },
    "encounter.place_off_map": {
        "fr": "{id} ne tient pas en {x},{y} : son espace sort de la carte ({width} × {height} cases, de 0,0 à {max_x},{max_y}).",
        "en": "{id} does not fit at {x},{y}: its space goes past the map ({width} × {height} squares, 0,0 to {max_x},{max_y}).",
    },
    "encounter.place_in_wall": {
        "fr": "{id} ne peut pas se tenir en {x},{y} : son espace touche un mur ou une porte fermée.",
        "en": "{id} cannot stand at {x},{y}: its space covers a wall or a closed door.",
    },
    "encounter.place_hint": {
        "fr": "« arbitre encounter map » sans argument dessine la carte ; x vers la droite, y vers le bas, 0,0 en haut à gauche.",
        "en": "'arbitre encounter map' without argument draws the map; x to the right, y downwards, 0,0 top left.",
    },
    "encounter.not_placed": {
        "fr": "{id} n'est pas sur la carte.",
        "en": "{id} is not on the map.",
    },
    "encounter.place_needs_square": {
        "fr": "Donnez une case (X,Y) ou --retire pour sortir {id} de la carte.",
        "en": "Give a square (X,Y) or --remove to take {id} off the map.",
    },
    "encounter.no_map": {
        "fr": "La rencontre « {name} » n'a pas de carte.",
        "en": "Encounter '{name}' has no map.",
    },
    "encounter.map_stored": {
        "fr": "Carte « {name} » enregistrée ({width} × {height} cases).",
        "en": "Map '{name}' stored ({width} × {height} squares).",
    },
    "encounter.map_dropped": {"fr": "Carte retirée.", "en": "Map removed."},
    "encounter.placed_at": {"fr": "{id} en {x},{y}.", "en": "{id} at {x},{y}."},
    "encounter.col_position": {"fr": "Case", "en": "Square"},
    "encounter.ev.map_set": {"fr": "nouvelle carte : {name}", "en": "new map: {name}"},
    "encounter.ev.map_removed": {"fr": "carte retirée", "en": "map removed"},
    "encounter.ev.placed": {"fr": "{id} se place en {x},{y}", "en": "{id} stands at {x},{y}"},
    "encounter.ev.unplaced": {"fr": "{id} quitte la carte", "en": "{id} leaves the map"},
    # concentration and rest
    "encounter.advanced_rest": {
        "fr": "{span} de repos complet — round {round}.",
        "en": "{span} of full rest — round {round}.",
    },
    "encounter.ev.concentration_check": {
        "fr": "{creature} subit {damage} dégâts ({source}) en se concentrant : le MJ lance un test de Concentration ; s'il est raté, « termine ID » pour : {stakes}",
        "en": "{creature} takes {damage} damage ({source}) while concentrating: the GM rolls a Concentration check; if it fails, 'end ID' for: {stakes}",
    },
    "encounter.ev.concentration_kept": {
        "fr": "{creature} reste concentré ce tour-ci (action simple ; action complexe pour un sort encore en incantation) : {stakes}",
        "en": "{creature} keeps concentrating this turn (a standard action; a full-round action for a spell still being cast): {stakes}",
    },
    "encounter.ev.spell_cancelled": {
        "fr": "{actor} : {label} échoue, incantation interrompue",
        "en": "{actor}: {label} fails, casting interrupted",
    },
    "encounter.concentrating": {"fr": "concentration : {ids}", "en": "concentrating: {ids}"},
    "encounter.checks_owed": {"fr": "Tests de Concentration dus", "en": "Concentration checks owed"},
    "encounter.check_line": {
        "fr": "{creature} : {damage} dégâts ({source}) → {stakes}",
        "en": "{creature}: {damage} damage ({source}) → {stakes}",
    },
    "encounter.checks_hint": {
        "fr": "Le MJ lance chaque test ; s'il est raté : arbitre encounter act LANCEUR « termine ID ». Ils disparaissent au tour suivant du lanceur.",
        "en": "The GM rolls each check; if it fails: arbitre encounter act CASTER 'end ID'. They clear at the caster's next turn.",
    },
}
