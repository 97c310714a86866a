"""Gilasaurus (45894482), Effect Monster."""
from duelist.cards.common import H, SUMMON_PROC, TRIGGER, Effect, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Its player may Special Summon it from the hand (no cost, no chain link). Summoned "
               "that way, a mandatory trigger follows: the opponent may Special Summon 1 monster "
               "from their own GY.")


def summoned_by_itself(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and ev.get("kind") == "proc"


def resolve(ctx):
    opp = ctx.opponent
    pile = [c for c in ctx.grave(opp) if c.data.card_type == "Monster" and not ctx.grave_guarded(c)
            and ctx.can_special_summon(c, player=opp)]
    if not pile:
        return
    chosen = yield from ctx.choose_cards(pile, 1, minimum=0, player=opp,
                                         prompt="Gilasaurus: Special Summon 1 monster from your GY?")
    if chosen:
        position = yield from choose_summon_position(ctx, chosen[0], player=opp)
        ctx.special_summon(chosen[0], player=opp, position=position)


EFFECTS = [
    Effect(SUMMON_PROC, range=(S.HAND,), label="Special Summon it from the hand"),
    Effect(TRIGGER, events=H.SUMMONED, match=summoned_by_itself, resolve=resolve, special_summons=True,
           label="the opponent may revive 1 monster"),
]
