"""Dimensional Fissure (81674782), Continuous Spell."""
from duelist.cards.common import CONTINUOUS, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: while face-up, any monster that would be sent to a GY is "
               "banished instead; Spells and Traps still go to the GY, and so do Xyz Materials "
               "(no monsters while stacked), Pendulum scales (Spell Cards in their zones: "
               "they go face-up to the Extra Deck) and Monster Cards leaving the Spell & Trap Zone, "
               "where they were no monsters (an equipped Union, a monster made an Equip Card).")

def _monster(ctx, card):
    # an Xyz Material is no monster: it still goes to the GY (seed 004 §「次元的裂缝」); nor is
    # a Monster Card that leaves the Spell & Trap Zone, where it was no monster: a Pendulum card
    # in its Pendulum Zone, a Spell Card there (seed 000 §當作魔法卡的靈擺怪獸: it goes face-up
    # to the Extra Deck), an equipped Union monster or another monster made an Equip Card, a
    # monster Set as a Spell (yugioh-wiki 《次元の裂け目》: a Monster Card not treated as one on
    # the field is not banished; Edison Rules Compendium "Union Monsters": a destroyed Union in
    # the Spell/Trap Zone is not banished)
    if card.data.card_type != "Monster" or card.location == S.OVERLAY:
        return False
    return card.location != S.SZONE


EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag="banish_instead", affects=_monster),
]
