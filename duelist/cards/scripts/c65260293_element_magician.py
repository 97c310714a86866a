"""Element Magician (65260293), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import C, CONTINUOUS, DS_ALWAYS, TRIGGER, Effect
from duelist.cards.scripts.c10509340_ancient_gear_beast import battle_victim_now
from duelist.cards.scripts.c72989439_black_luster_soldier_envoy_of_the_beginning import (
    destroyed_by_its_attack, grant_second_attack, second_attack_lost)
from duelist.engine import state as S

DESCRIPTION = ("Level 4 LIGHT Spellcaster. While a face-up WATER monster is on the field (either "
               "side), its control cannot change. While a face-up WIND monster is on the field, "
               "when its attack destroys an opponent's monster by battle, its controller may let it "
               "attack once more in a row.")


# ----------------------------------------------------------- the Elements (Element Magician,
# Element Saurus, Element Valkyrie, Element Dragon, Element Soldier, Element Doom): each gains two
# of these four effects while a face-up monster of that Attribute is on the field, either side.

def attribute_on_field(attribute, staying=False):
    """A face-up monster of `attribute` (its Attribute now) on the field, either player's; with
    `staying`, not one whose destruction by the battle in progress is decided (the monster an
    Element destroys is in the GY when its EARTH or WIND effect would apply: yugioh-wiki.net
    《エレメント・デビル》, neither works off that monster alone)."""
    def fits(ctx, card):
        return card.face_up and ctx.attribute(card) == attribute and \
            not (staying and ctx.destroyed_by_battle_now(card))

    def test(ctx):
        return ctx.any_card("monsters", fits, who="both")
    return test


def itself(ctx, card):
    return card is ctx.card


def _fire():
    """FIRE: it gains 500 ATK."""
    return [Effect(CONTINUOUS, tag="stats", condition=attribute_on_field("FIRE"), affects=itself,
                   value=lambda ctx, card: (500, 0), label="FIRE: +500 ATK")]


def _water():
    """WATER: its control cannot change."""
    return [Effect(CONTINUOUS, tag=C.CONTROL_FIXED, condition=attribute_on_field("WATER"), affects=itself,
                   label="WATER: its control cannot switch")]


def _earth():
    """EARTH: an Effect Monster it destroys by battle has its effects negated (Ancient Gear Beast's
    reading and bookkeeping: in the GY that battle sent it to, and the FLIP effect of a Set one
    flipped by that battle); an EARTH monster on the field as the destruction is decided, the
    destroyed monster itself not counted."""
    earth = attribute_on_field("EARTH", staying=True)
    return K.battle_victim_negation(
        battle_victim_now, "note a monster it destroys by battle (EARTH)",
        "EARTH: monsters it destroyed by battle have their effects negated",
        "EARTH: the monster it destroys by battle is negated in the damage step", gate=earth)


_wind_on_field = attribute_on_field("WIND", staying=True)


def _may_attack_again(ctx):
    """Face-up on the field, not itself destroyed by that battle, no second attack yet this turn
    ("only once more", our reading: a second attack's kill gives no third)."""
    card = ctx.card
    return card.location == S.MZONE and card.face_up and not ctx.destroyed_by_battle_now(card) and \
        (card.info or {}).get("again") != ctx.turn and _wind_on_field(ctx)


def _wind():
    """WIND: when its attack destroys an opponent's monster by battle, it may attack once more in a
    row (Black Luster Soldier - Envoy of the Beginning's second attack, reused)."""
    return [
        Effect(TRIGGER, events="destroyed", match=destroyed_by_its_attack, condition=_may_attack_again,
               resolve=grant_second_attack, optional=True, damage_step=DS_ALWAYS,
               label="WIND: attack once more in a row"),
        Effect(CONTINUOUS, tag="cannot_attack", affects=second_attack_lost, label="the second attack in a row only"),
    ]


_PARTS = {"FIRE": _fire, "WATER": _water, "EARTH": _earth, "WIND": _wind}


def element_effects(*attributes):
    """The effects of an Element monster that reacts to these two Attributes."""
    out = []
    for attribute in attributes:
        out.extend(_PARTS[attribute]())
    return out


# One meaning in both eras (the 2005 text, RDS: the same two Attribute effects, "on the field"):
# no ERAS entry.
EFFECTS = element_effects("WATER", "WIND")
