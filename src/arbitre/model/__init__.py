"""Immutable records the rules work on: rulesets, damage, spells, creatures, maps."""
