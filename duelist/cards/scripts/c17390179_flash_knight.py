"""Flash Knight (17390179), Pendulum Normal Monster."""
from duelist.cards.common import pendulum_scale

DESCRIPTION = ("Level 4 LIGHT Warrior Pendulum Normal Monster, Pendulum Scale 7, no Pendulum "
               "Effect: played as a plain monster, or activated from the hand into a Pendulum "
               "Zone as a scale of 7.")

EFFECTS = [pendulum_scale()]
