"""Silent Swordsman LV3 (01995985), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, Effect, R

DESCRIPTION = ("Level 3 LIGHT Warrior. While it is face-up, a Spell Card of its controller's "
               "opponent that targets it has its effect negated (an Equip Spell equipped to it "
               "too, for as long as it stays). In its controller's Standby Phase "
               "they may send this face-up card to the GY (a cost) to Special Summon a \"Silent "
               "Swordsman LV5\" from their hand or Deck.")

LV5 = 74388798


# (Silent Swordsman LV5 imports it from here)
standby_level_up = K.standby_level_up


def opponents_spell_targets_it(ctx, link):
    """A chain link of a Spell Card of the opponent's whose targets hold this face-up card."""
    return ctx.card.uid in link.targets and link.card_type == "Spell" and link.player != ctx.card.controller


def no_destruction(ctx, link):
    return False


def opponents_spell_equipped_to_it(ctx, card):
    """An Equip Spell of the opponent's equipped to this face-up card (its activation targeted
    it): the link's negation leaves it equipped, as a negated Equip Spell is, and its continuous
    effects (Snatch Steal's control) are negated too."""
    return card.data.card_type == "Spell" and card.controller != ctx.card.controller and \
        ctx.card.face_up and ctx.related(R.EQUIP, card) is ctx.card


# One meaning in both eras (the 2005 text, RDS: the same negation and level-up): no ERAS entry.
EFFECTS = [
    Effect(CONTINUOUS, tag="negate_links", affects=opponents_spell_targets_it, value=no_destruction,
           label="the opponent's Spells that target it are negated"),
    Effect(CONTINUOUS, tag="negate_spells", affects=opponents_spell_equipped_to_it,
           label="the opponent's Equip Spells equipped to it are negated"),
    K.standby_level_up(LV5, "Silent Swordsman LV5"),
]
