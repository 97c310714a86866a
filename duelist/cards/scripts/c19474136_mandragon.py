"""Mandragon (19474136), Pendulum Normal Monster."""
from duelist.cards.common import pendulum_scale

DESCRIPTION = ("Level 5 EARTH Plant Pendulum Normal Monster, Pendulum Scale 2, no Pendulum "
               "Effect: played as a plain monster, or activated from the hand into a Pendulum "
               "Zone as a scale of 2.")

EFFECTS = [pendulum_scale()]
