"""Lava Golem (102380), Effect Monster."""
from duelist.cards.common import SUMMON_PROC, STATE, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 8 FIRE Fiend that is never Normal Summoned or Set. Its owner Special Summons "
               "it from the hand onto the OPPONENT's field by Tributing two monsters the opponent "
               "controls; that turn its owner cannot Normal Summon or Set. In each of its "
               "controller's Standby Phases, that controller takes 1000 damage.")

CANNOT_NORMAL_SUMMON = True
CANNOT_NORMAL_SET = True
SUMMON_CONDITION = "proc_only"

# The engine's summoning procedure always puts the monster on the summoner's field. The cost
# notes the uid the summoned object will get; a state check (before anyone can respond to the
# summon) then hands the Golem to the opponent for good. See the g6 report.
_KEY = "lava_golem_to:%d"


def _condition(ctx):
    # "You cannot Normal Summon/Set the turn you Special Summon this card": not after one
    return ctx.duel.players[ctx.player].normal_summons == 0 and len(ctx.monsters("opp")) >= 2


def _cost(ctx):
    chosen = yield from ctx.choose_cards(ctx.monsters("opp"), 2,
                                         prompt="Lava Golem: Tribute 2 monsters your opponent controls")
    ctx.send_to_grave(chosen, "tribute")
    duel = ctx.duel
    duel.players[ctx.player].normal_summons = max(1, duel.players[ctx.player].normal_summons)
    duel.used[_KEY % ctx.card.cid] = (duel._next_uid, ctx.opponent)


def _to_opponent_due(ctx):
    note = ctx.duel.used.get(_KEY % ctx.card.cid)
    card = ctx.card
    return note is not None and card.location == S.MZONE and card.uid == note[0] and \
        card.controller != note[1]


def _to_opponent(ctx):
    note = ctx.duel.used.pop(_KEY % ctx.card.cid, None)
    if note is not None:
        ctx.duel.take_control(ctx.card, note[1], until_end_of_turn=False)


def _own_standby(ctx, ev):
    return ev.get("phase") == S.PHASE_STANDBY and ev.get("player") == ctx.card.controller


EFFECTS = [
    Effect(SUMMON_PROC, range=(S.HAND,), condition=_condition, cost=_cost,
           label="Tribute 2 opponent's monsters"),
    Effect(STATE, range=(S.MZONE,), condition=_to_opponent_due, resolve=_to_opponent,
           label="lands on the opponent's field"),
    Effect(TRIGGER, events="phase", match=_own_standby, once_per_turn=True,
           resolve=lambda ctx: ctx.damage(ctx.player, 1000), label="1000 damage to its controller"),
]
