"""Messages of the battle grid: maps, areas, range and line of effect."""

from __future__ import annotations

from arbitre.core.i18n import Lang

MESSAGES: dict[str, dict[Lang, str]] = {
    # --- the map model
    "grid.empty_map": {
        "fr": "La carte est vide : il faut au moins une ligne d'au moins une case.",
        "en": "The map is empty: it needs at least one row of at least one square.",
    },
    "grid.bad_cell_value": {
        "fr": "Valeur de case inconnue : {value} (attendu : 0 à 5).",
        "en": "Unknown square value: {value} (expected 0 to 5).",
    },
    "grid.duplicate_creature": {
        "fr": "La créature « {id} » apparaît deux fois sur la carte.",
        "en": "Creature '{id}' appears twice on the map.",
    },
    "grid.creature_off_map": {
        "fr": "La créature « {id} » en ({x}, {y}) dépasse du bord de la carte.",
        "en": "Creature '{id}' at ({x}, {y}) extends beyond the edge of the map.",
    },
    "grid.creature_in_wall": {
        "fr": "La créature « {id} » en ({x}, {y}) occupe une case de mur ou de porte fermée.",
        "en": "Creature '{id}' at ({x}, {y}) stands in a wall or closed-door square.",
    },
    "grid.unknown_size": {
        "fr": "Catégorie de taille inconnue : « {value} ». Tailles connues : {suggestions}.",
        "en": "Unknown size category: '{value}'. Known sizes: {suggestions}.",
    },
    "grid.unknown_creature": {
        "fr": "Aucune créature « {value} » sur la carte. Créatures présentes : {suggestions}.",
        "en": "No creature '{value}' on the map. Creatures present: {suggestions}.",
    },
    # --- reading maps (ASCII and JSON)
    "grid.map_bad_char": {
        "fr": "Caractère inconnu « {char} » ligne {line}, colonne {column}. Attendu : # mur, . sol, + porte fermée, ' porte ouverte, o mur percé, ~ brouillard, espace, ou une lettre (créature).",
        "en": "Unknown character '{char}' at line {line}, column {column}. Expected: # wall, . floor, + closed door, ' open door, o holed wall, ~ fog, space, or a letter (creature).",
    },
    "grid.map_no_rows": {
        "fr": "La carte ne contient aucune ligne de cases.",
        "en": "The map contains no row of squares.",
    },
    "grid.map_bad_creature_shape": {
        "fr": "La créature « {letter} » (ligne {line}, colonne {column}) doit occuper un carré plein de {side} × {side} cases (taille {size}) ou une seule case, son coin haut-gauche.",
        "en": "Creature '{letter}' (line {line}, column {column}) must fill a full {side} × {side} block of squares (size {size}) or a single square, its top-left corner.",
    },
    "grid.map_bad_legend": {
        "fr": "Ligne de légende illisible (ligne {line}) : « {text} ». Attendu : « A: nom ; taille=grande ; altitude=3m ».",
        "en": "Unreadable legend line (line {line}): '{text}'. Expected: 'A: name; size=large; elevation=3m'.",
    },
    "grid.map_legend_unknown_key": {
        "fr": "Clé inconnue « {key} » dans la légende (ligne {line}). Clés connues : taille/size, altitude/elevation, nom/name.",
        "en": "Unknown key '{key}' in the legend (line {line}). Known keys: size/taille, elevation/altitude, name/nom.",
    },
    "grid.map_legend_not_on_map": {
        "fr": "La légende (ligne {line}) décrit « {letter} », absente de la carte.",
        "en": "The legend (line {line}) describes '{letter}', which is not on the map.",
    },
    "grid.map_legend_duplicate": {
        "fr": "La lettre « {letter} » est décrite deux fois dans la légende (ligne {line}).",
        "en": "Letter '{letter}' is described twice in the legend (line {line}).",
    },
    "grid.map_bad_json": {
        "fr": "JSON de carte illisible ligne {line}, colonne {column} : {reason}.",
        "en": "Unreadable map JSON at line {line}, column {column}: {reason}.",
    },
    "grid.map_json_field": {
        "fr": "Champ « {field} » de la carte JSON invalide : {reason}.",
        "en": "Invalid field '{field}' in the JSON map: {reason}.",
    },
    "grid.map_json_expected": {
        "fr": "attendu {expected}, trouvé {found}",
        "en": "expected {expected}, found {found}",
    },
    "grid.map_json_outside": {
        "fr": "la case ({x}, {y}) est hors d'une carte de {width} × {height}",
        "en": "square ({x}, {y}) is outside a {width} × {height} map",
    },
    "grid.map_json_no_layout": {
        "fr": "il faut « rows » (lignes ASCII) ou « width » et « height »",
        "en": "either 'rows' (ASCII rows) or 'width' and 'height' is needed",
    },
    # --- areas
    "grid.unknown_shape": {
        "fr": "Forme de zone inconnue : « {value} ». Attendu : burst, emanation, spread, cone, line, cylinder, sphere, cube.",
        "en": "Unknown area shape: '{value}'. Expected: burst, emanation, spread, cone, line, cylinder, sphere, cube.",
    },
    "grid.bad_direction": {
        "fr": "Direction illisible : « {value} ». Attendu : N, NE, E, SE, S, SO/SW, O/W, NO/NW ou un angle en degrés (0 = nord, sens horaire).",
        "en": "Unreadable direction: '{value}'. Expected: N, NE, E, SE, S, SW, W, NW or an angle in degrees (0 = north, clockwise).",
    },
    "grid.bad_point": {
        "fr": "Coordonnées illisibles pour {option} : « {value} ». Attendu : X,Y (entiers, x vers la droite, y vers le bas).",
        "en": "Unreadable coordinates for {option}: '{value}'. Expected X,Y (integers, x to the right, y down).",
    },
    "grid.range_needs_level": {
        "fr": "La portée « {value} » dépend du niveau de lanceur de sorts : ajoutez --level N.",
        "en": "Range '{value}' depends on the caster level: add --level N.",
    },
    "grid.missing_direction": {
        "fr": "Une zone « {shape} » a besoin d'une direction (--direction N, NE… ou un angle).",
        "en": "A '{shape}' area needs a direction (--direction N, NE… or an angle).",
    },
    "grid.missing_origin": {
        "fr": "Une zone « {shape} » a besoin d'un point d'origine (--origin X,Y) ou du lanceur (--caster X,Y).",
        "en": "A '{shape}' area needs a point of origin (--origin X,Y) or the caster (--caster X,Y).",
    },
    "grid.missing_radius": {
        "fr": "Une zone « {shape} » a besoin d'un rayon (--radius, par ex. 6m, 20ft, 4c).",
        "en": "A '{shape}' area needs a radius (--radius, e.g. 6m, 20ft, 4c).",
    },
    "grid.missing_length": {
        "fr": "Une zone « {shape} » a besoin d'une longueur (--length) ou d'une portée (--range).",
        "en": "A '{shape}' area needs a length (--length) or a range (--range).",
    },
    "grid.non_positive": {
        "fr": "La dimension « {what} » doit être positive (reçu {value}).",
        "en": "Dimension '{what}' must be positive (got {value}).",
    },
    "grid.corner_origin_needed": {
        "fr": "Une zone « {shape} » part d'une intersection de la grille, pas d'une créature.",
        "en": "A '{shape}' area starts from a grid intersection, not from a creature.",
    },
    "grid.origin_not_caster_corner": {
        "fr": "Une zone « {shape} » part d'un coin de la case du lanceur ; ({x}, {y}) n'en est pas un.",
        "en": "A '{shape}' area starts from a corner of the caster's square; ({x}, {y}) is not one.",
    },
    "grid.origin_off_map": {
        "fr": "Le point d'origine ({x}, {y}) est hors de la carte (intersections de 0,0 à {width},{height}).",
        "en": "The point of origin ({x}, {y}) is off the map (intersections from 0,0 to {width},{height}).",
    },
    "grid.caster_off_map": {
        "fr": "La case du lanceur ({x}, {y}) est hors de la carte ({width} × {height} cases).",
        "en": "The caster's square ({x}, {y}) is off the map ({width} × {height} squares).",
    },
    "grid.origin_in_wall": {
        "fr": "Le point d'origine ({x}, {y}) est enfermé dans un mur : aucune case libre ne le touche.",
        "en": "The point of origin ({x}, {y}) is inside a wall: no open square touches it.",
    },
    "grid.origin_out_of_range": {
        "fr": "Le point d'origine ({x}, {y}) est à {distance} cases du lanceur, au-delà de la portée de {range} cases.",
        "en": "The point of origin ({x}, {y}) is {distance} squares from the caster, beyond the range of {range} squares.",
    },
    "grid.no_line_of_effect_to_origin": {
        "fr": "Le lanceur n'a pas de ligne d'effet jusqu'au point d'origine ({x}, {y}) : un obstacle solide l'en sépare.",
        "en": "The caster has no line of effect to the point of origin ({x}, {y}): a solid barrier is in the way.",
    },
    "grid.shapeable_too_small": {
        "fr": "Un cube façonnable ne peut pas mesurer moins de 3 m (2 cases) de côté (reçu {size} cases).",
        "en": "A shapeable cube cannot be less than 3 m (2 squares) on a side (got {size} squares).",
    },
    "grid.shapeable_too_thin": {
        "fr": "Zone façonnée trop fine en ({x}, {y}) : aucune dimension ne peut être inférieure à 3 m (2 cases).",
        "en": "Shaped area too thin at ({x}, {y}): no dimension may be under 3 m (2 squares).",
    },
    # --- the command's human output
    "grid.cli.summary": {
        "fr": "{shape} : {squares} case(s) touchée(s).",
        "en": "{shape}: {squares} square(s) affected.",
    },
    "grid.cli.creatures": {
        "fr": "Créatures dans la zone : {names}",
        "en": "Creatures in the area: {names}",
    },
    "grid.cli.no_creature": {
        "fr": "Aucune créature dans la zone.",
        "en": "No creature in the area.",
    },
    "grid.cli.shadowed": {
        "fr": "{count} case(s) à portée de la forme mais sans ligne d'effet (abri total).",
        "en": "{count} square(s) within the shape but without line of effect (total cover).",
    },
    "grid.cli.out_of_range": {
        "fr": "{count} case(s) au-delà de la portée, sans effet.",
        "en": "{count} square(s) beyond range, unaffected.",
    },
    "grid.cli.legend": {
        "fr": "Légende : zone en rouge, hors ligne d'effet en gris, hors portée en bleu, créatures touchées en jaune, lanceur en vert.",
        "en": "Key: area in red, no line of effect in grey, out of range in blue, creatures hit in yellow, caster in green.",
    },
    "grid.cli.legend_plain": {
        "fr": "Légende : * zone, : hors ligne d'effet, - hors portée, @ lanceur ; les lettres sont les créatures.",
        "en": "Key: * area, : no line of effect, - out of range, @ caster; letters are creatures.",
    },
    "grid.cli.window": {
        "fr": "(extrait de la carte : x {x0}–{x1}, y {y0}–{y1})",
        "en": "(map excerpt: x {x0}–{x1}, y {y0}–{y1})",
    },
    # --- shape names
    "grid.shape.burst": {"fr": "Rayonnement", "en": "Burst"},
    "grid.shape.emanation": {"fr": "Émanation", "en": "Emanation"},
    "grid.shape.spread": {"fr": "Étendue", "en": "Spread"},
    "grid.shape.cone": {"fr": "Cône", "en": "Cone"},
    "grid.shape.line": {"fr": "Ligne", "en": "Line"},
    "grid.shape.cylinder": {"fr": "Cylindre", "en": "Cylinder"},
    "grid.shape.sphere": {"fr": "Sphère", "en": "Sphere"},
    "grid.shape.cube": {"fr": "Cube", "en": "Cube"},
    # --- explanation steps (params: before, after, and the step's detail)
    "rule.area_burst": {
        "fr": "Rayonnement : {after} case(s) dans le rayon",
        "en": "Burst: {after} square(s) within the radius",
    },
    "rule.area_spread": {
        "fr": "Étendue : {after} case(s) atteintes en contournant les obstacles",
        "en": "Spread: {after} square(s) reached around obstacles",
    },
    "rule.area_cone": {
        "fr": "Cône : {after} case(s) dans le quart de cercle",
        "en": "Cone: {after} square(s) within the quarter circle",
    },
    "rule.area_line": {
        "fr": "Ligne : {after} case(s) traversées",
        "en": "Line: {after} square(s) crossed",
    },
    "rule.area_cylinder": {
        "fr": "Cylindre : {after} case(s), obstacles ignorés",
        "en": "Cylinder: {after} square(s), obstacles ignored",
    },
    "rule.area_cube": {
        "fr": "Cube : {after} case(s)",
        "en": "Cube: {after} square(s)",
    },
    "rule.area_line_of_effect": {
        "fr": "Ligne d'effet : {before} → {after} case(s) ({removed} sous abri total)",
        "en": "Line of effect: {before} → {after} square(s) ({removed} under total cover)",
    },
    "rule.area_range": {
        "fr": "Portée : {before} → {after} case(s)",
        "en": "Range: {before} → {after} square(s)",
    },
    "rule.area_elevation": {
        "fr": "Altitude : {after} créature(s) encore dans le volume",
        "en": "Elevation: {after} creature(s) still inside the volume",
    },
    "rule.area_creatures": {
        "fr": "Créatures dans la zone : {after}",
        "en": "Creatures in the area: {after}",
    },
}
