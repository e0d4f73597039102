"""Messages shared by every interface."""

from __future__ import annotations

from arbitre.core.i18n import Lang

MESSAGES: dict[str, dict[Lang, str]] = {
    "error.label": {"fr": "Erreur", "en": "Error"},
    "punct.colon": {"fr": " : ", "en": ": "},
    "error.hint": {"fr": "Conseil", "en": "Hint"},
    "error.position": {"fr": "position {column}", "en": "column {column}"},
    "error.section": {"fr": "Règle", "en": "Rule"},
    "error.internal": {
        "fr": "Erreur interne inattendue : {detail}. Merci de signaler ce problème.",
        "en": "Unexpected internal error: {detail}. Please report this problem.",
    },
    "error.file_not_found": {"fr": "Fichier introuvable : {path}", "en": "File not found: {path}"},
    "error.file_unreadable": {
        "fr": "Impossible de lire le fichier {path} : {reason}",
        "en": "Cannot read file {path}: {reason}",
    },
    "error.not_automated": {
        "fr": "Pas encore automatisé : {what}. C'est au meneur de jeu de trancher.",
        "en": "Not automated yet: {what}. The game master decides.",
    },
    "error.bad_option": {
        "fr": "Valeur invalide pour {option} : « {value} ». Attendu : {expected}.",
        "en": "Invalid value for {option}: '{value}'. Expected: {expected}.",
    },
    "error.unknown_ruleset": {
        "fr": "Jeu de règles inconnu : « {value} ». Attendu : pf1, dnd35 ou pf2.",
        "en": "Unknown ruleset: '{value}'. Expected: pf1, dnd35 or pf2.",
    },
    "units.bad_distance": {
        "fr": "Distance illisible : « {text} ». Attendu : un nombre suivi de m, ft (pieds) ou c (cases), par ex. 6m, 20ft, 4c.",
        "en": "Unreadable distance: '{text}'. Expected a number followed by m, ft (feet) or c/sq (squares), e.g. 6m, 20ft, 4c.",
    },
    "units.squares": {"fr": "{n} c", "en": "{n} sq"},
}

MESSAGES["cli.no_such_option"] = {
    "fr": "Option inconnue : {option}. Options proches : {possible}.",
    "en": "Unknown option: {option}. Close options: {possible}.",
}
MESSAGES["cli.missing_parameter"] = {
    "fr": "Argument manquant : {name}.",
    "en": "Missing argument: {name}.",
}
MESSAGES["cli.bad_parameter"] = {
    "fr": "Valeur invalide : {detail}.",
    "en": "Invalid value: {detail}.",
}
MESSAGES["cli.no_such_command"] = {
    "fr": "Commande inconnue : « {name} ».",
    "en": "Unknown command: '{name}'.",
}
MESSAGES["cli.hint_help"] = {
    "fr": "« arbitre --help » liste les commandes ; « arbitre COMMANDE --help » leurs options.",
    "en": "'arbitre --help' lists the commands; 'arbitre COMMAND --help' their options.",
}
MESSAGES["cli.usage"] = {
    "fr": "Commande mal formée : {detail}. Voir « arbitre --help ».",
    "en": "Malformed command: {detail}. See 'arbitre --help'.",
}
