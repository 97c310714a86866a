"""Cyber-Stein (69015963), Effect Monster."""
from duelist.cards.common import IGNITION, Effect
from duelist.cards.summons import extra_deck_monsters, has_extra_deck_monster
from duelist.engine import state as S

DESCRIPTION = ("Level 2 DARK Machine (700/500). As often as you like in your Main Phase: pay 5000 "
               "LP to Special Summon 1 Fusion Monster from your Extra Deck in face-up Attack "
               "Position. That is not a Fusion Summon (the monster is never properly summoned by "
               "it, so it cannot be revived later).")


def is_fusion(card):
    return "Fusion" in card.data.kinds


def resolve(ctx):
    fusions = extra_deck_monsters(ctx, is_fusion)
    if not fusions:
        return
    chosen = yield from ctx.choose_cards(fusions, 1, prompt="Cyber-Stein: Special Summon which Fusion Monster?")
    ctx.special_summon(chosen[0], position=S.FACEUP_ATTACK)


EFFECTS = [Effect(IGNITION, condition=lambda ctx: has_extra_deck_monster(ctx, is_fusion),
                  can_pay=lambda ctx: ctx.can_pay_lp(5000), cost=lambda ctx: ctx.pay_lp(5000),
                  resolve=resolve, special_summons=True, label="pay 5000 LP: Special Summon a Fusion Monster")]
