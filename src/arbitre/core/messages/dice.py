"""Messages of the dice language (errors and hints)."""

from __future__ import annotations

from arbitre.core.i18n import Lang

MESSAGES: dict[str, dict[Lang, str]] = {
    "dice.empty": {"fr": "Expression de dés vide.", "en": "Empty dice expression."},
    "dice.unexpected": {
        "fr": "Caractère inattendu « {found} » en position {column}.",
        "en": "Unexpected character '{found}' at column {column}.",
    },
    "dice.unexpected_end": {
        "fr": "L'expression s'arrête trop tôt (position {column}) : un nombre, un dé ou une parenthèse était attendu.",
        "en": "The expression ends too early (column {column}): a number, a die or a parenthesis was expected.",
    },
    "dice.expected_number": {
        "fr": "Un nombre entier était attendu en position {column}, trouvé « {found} ».",
        "en": "A whole number was expected at column {column}, found '{found}'.",
    },
    "dice.expected_closing": {
        "fr": "Parenthèse fermante « ) » attendue en position {column} (ouverte en position {open_column}), trouvé « {found} ».",
        "en": "Closing parenthesis ')' expected at column {column} (opened at column {open_column}), found '{found}'.",
    },
    "dice.unknown_function": {
        "fr": "Fonction inconnue « {name} » (position {column}).",
        "en": "Unknown function '{name}' (column {column}).",
    },
    "dice.missing_sides": {
        "fr": "Il manque le nombre de faces du dé après « d » (position {column}).",
        "en": "The die's number of faces is missing after 'd' (column {column}).",
    },
    "dice.zero_sides": {
        "fr": "Un dé doit avoir au moins une face (d0 est impossible).",
        "en": "A die needs at least one face (d0 is impossible).",
    },
    "dice.count_not_integer": {
        "fr": "Le nombre de dés et de faces doit être un entier.",
        "en": "The number of dice and of faces must be whole numbers.",
    },
    "dice.negative_count": {
        "fr": "Nombre de dés négatif ({count}).",
        "en": "Negative number of dice ({count}).",
    },
    "dice.negative_count_ambiguous": {
        "fr": "« {expr} » est ambigu : un nombre de dés ne peut pas être négatif.",
        "en": "'{expr}' is ambiguous: a number of dice cannot be negative.",
    },
    "dice.random_count": {
        "fr": "Le nombre de dés et de faces doit être connu avant le jet (pas de dés dans un nombre de dés).",
        "en": "The number of dice and faces must be known before rolling (no dice inside a dice count).",
    },
    "dice.keep_too_many": {
        "fr": "Impossible de garder ou d'écarter {n} dés sur {count} lancés.",
        "en": "Cannot keep or drop {n} dice out of {count} rolled.",
    },
    "dice.ambiguous_keep": {
        "fr": "Modificateur ambigu en position {column} : précisez kh, kl, dh ou dl.",
        "en": "Ambiguous modifier at column {column}: say kh, kl, dh or dl.",
    },
    "dice.duplicate_modifier": {
        "fr": "Modificateur répété en position {column} : un seul de chaque sorte par groupe de dés.",
        "en": "Repeated modifier at column {column}: one of each kind per group of dice.",
    },
    "dice.unsupported_compound": {
        "fr": "Les dés explosifs composés (!!) ne sont pas pris en charge (position {column}).",
        "en": "Compounding exploding dice (!!) are not supported (column {column}).",
    },
    "dice.reroll_forever": {
        "fr": "Relancer « jusqu'à » sur toutes les faces ne s'arrêterait jamais.",
        "en": "Rerolling 'until' on every face would never stop.",
    },
    "dice.unbound_variable": {
        "fr": "Variable « {name} » sans valeur.",
        "en": "Variable '{name}' has no value.",
    },
    "dice.variable_not_integer": {
        "fr": "La variable « {name} » doit valoir un entier, pas « {value} ».",
        "en": "Variable '{name}' must be a whole number, not '{value}'.",
    },
    "dice.division_by_zero": {"fr": "Division par zéro.", "en": "Division by zero."},
    "dice.forced_face_out_of_range": {
        "fr": "Face imposée {face} impossible sur un d{sides}.",
        "en": "Forced face {face} is impossible on a d{sides}.",
    },
    "dice.too_long": {
        "fr": "Expression trop longue ({length} caractères, maximum {limit}).",
        "en": "Expression too long ({length} characters, at most {limit}).",
    },
    "dice.too_deep": {
        "fr": "Expression trop imbriquée (plus de {limit} niveaux de parenthèses ou de signes).",
        "en": "Expression nested too deeply (more than {limit} levels of parentheses or signs).",
    },
    "dice.too_many_dice": {
        "fr": "Trop de dés : {count} (maximum {limit} par jet).",
        "en": "Too many dice: {count} (at most {limit} per roll).",
    },
    "dice.too_many_sides": {
        "fr": "Dé trop grand : d{sides} (maximum d{limit}).",
        "en": "Die too large: d{sides} (at most d{limit}).",
    },
    "dice.number_too_large": {
        "fr": "Nombre trop grand : {number}….",
        "en": "Number too large: {number}….",
    },
    "dice.explode_too_deep": {
        "fr": "Profondeur d'explosion trop grande (maximum {limit}).",
        "en": "Explosion depth too large (at most {limit}).",
    },
    "dice.support_too_large": {
        "fr": "Distribution trop étendue : {size} résultats possibles (maximum {limit}).",
        "en": "Distribution too wide: {size} possible outcomes (at most {limit}).",
    },
    "dice.too_costly": {
        "fr": "Calcul exact trop coûteux ({work} opérations, maximum {limit}).",
        "en": "Exact computation too costly ({work} operations, at most {limit}).",
    },
    "dice.bad_variable_option": {
        "fr": "Variable mal écrite : « {text} ». Attendu : nom=entier, par ex. nls=10.",
        "en": "Malformed variable: '{text}'. Expected name=integer, e.g. cl=10.",
    },
    # hints
    "dice.hint_example": {
        "fr": "Exemples valides : 1d20+7, 8d6+5, 4d6kh3, min(nls,10)d6.",
        "en": "Valid examples: 1d20+7, 8d6+5, 4d6kh3, min(cl,10)d6.",
    },
    "dice.hint_operator": {
        "fr": "Entre deux termes, utilisez + - * / ; les modificateurs (kh3, r1, !) suivent directement les dés.",
        "en": "Between two terms use + - * /; modifiers (kh3, r1, !) come right after the dice.",
    },
    "dice.hint_parentheses": {
        "fr": "Vérifiez que chaque « ( » a sa « ) ».",
        "en": "Check that every '(' has its ')'.",
    },
    "dice.hint_functions": {
        "fr": "Fonctions connues : min(…), max(…).",
        "en": "Known functions: min(…), max(…).",
    },
    "dice.hint_sides": {"fr": "Exemple : 1d6, d20, d%.", "en": "Example: 1d6, d20, d%."},
    "dice.hint_negative": {
        "fr": "Pour soustraire des dés, écrivez -(3d6) ou 0-3d6.",
        "en": "To subtract dice, write -(3d6) or 0-3d6.",
    },
    "dice.hint_keep": {
        "fr": "kh3 garde les 3 meilleurs, kl1 le plus faible, dh1/dl1 écartent le meilleur/le plus faible ; on ne peut garder plus de dés qu'on en lance.",
        "en": "kh3 keeps the 3 highest, kl1 the lowest, dh1/dl1 drop the highest/lowest; you cannot keep more dice than you roll.",
    },
    "dice.hint_modifiers": {
        "fr": "Modificateurs : r1 / ro1 (relancer une fois), rr1 (jusqu'à), r<3, ! ou !>5 (explosion), kh3, dl1.",
        "en": "Modifiers: r1 / ro1 (reroll once), rr1 (until), r<3, ! or !>5 (explode), kh3, dl1.",
    },
    "dice.hint_reroll": {
        "fr": "Laissez au moins une face hors du critère de relance.",
        "en": "Leave at least one face outside the reroll selector.",
    },
    "dice.hint_variables": {
        "fr": "Donnez sa valeur avec --var, par ex. --var nls=10. Variables usuelles : {known}.",
        "en": "Give its value with --var, e.g. --var cl=10. Usual variables: {known}.",
    },
    "dice.hint_random_count": {
        "fr": "Utilisez des variables (nls, dv…) ou des constantes pour le nombre de dés.",
        "en": "Use variables (cl, hd…) or constants for the number of dice.",
    },
    # CLI output
    "dice.total": {"fr": "Total", "en": "Total"},
    "dice.outcome": {"fr": "Résultat", "en": "Outcome"},
    "dice.probability": {"fr": "Probabilité", "en": "Probability"},
    "dice.at_least": {"fr": "P(≥ {k})", "en": "P(≥ {k})"},
    "dice.mean": {"fr": "Moyenne", "en": "Mean"},
    "dice.stdev": {"fr": "Écart type", "en": "Std. dev."},
    "dice.range": {"fr": "Min–max", "en": "Min–max"},
    "dice.p_at_least_line": {
        "fr": "Probabilité d'obtenir au moins {k} : {p}",
        "en": "Probability of at least {k}: {p}",
    },
}
