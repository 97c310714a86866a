"""Deck Devastation Virus (35027493), Normal Trap."""
from duelist.cards.common import APPLY, DS_ALWAYS, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap. Cost: Tribute 1 DARK monster of 2000 or more ATK you control. Its "
               "controller then sees the opponent's hand and monsters and destroys every monster "
               "among them with 1500 or less ATK; until the end of the opponent's 3rd turn after "
               "the activation, each card the opponent draws is shown too and destroyed if it is "
               "such a monster (this part is applied, not activated).")

TAG = "delayed"


def _is_dark_2000(ctx, card):
    return card.data.card_type == "Monster" and card.data.attribute == "DARK" and ctx.atk(card) >= 2000


def _fodder(ctx):
    return [c for c in ctx.monsters("me") if _is_dark_2000(ctx, c)]


def cost(ctx):
    chosen = yield from ctx.choose_cards(_fodder(ctx), 1, prompt="Deck Devastation Virus: Tribute which monster?")
    for card in chosen:
        if not card.face_up:
            ctx.reveal([card], None)
    ctx.send_to_grave(chosen, "tribute")


def _weak(ctx, card):
    # face-up monsters: their current ATK; face-down ones and hand cards: printed ATK ("?" = 0)
    return card.data.card_type == "Monster" and ctx.atk(card) <= 1500


def _last_turn(ctx):
    """The opponent's 3rd turn after this activation."""
    duel = ctx.duel
    return duel.turn + (5 if duel.turn_player == ctx.player else 6)


def resolve(ctx):
    duel = ctx.duel
    monsters = ctx.monsters("opp")
    hand = ctx.hand("opp")
    hidden = [c for c in monsters if not c.face_up]
    if hidden:
        ctx.reveal(hidden, ctx.player)
    doomed = [c for c in monsters + hand if _weak(ctx, c)]
    if hand:
        ctx.reveal(hand, ctx.player)
    # the reveal may shuffle the hand (new uids): find the doomed hand cards again by cid
    doomed = [duel.cards[c.cid] for c in doomed]
    ctx.destroy(doomed)
    # drop this card's expired entries, then watch the draws to come
    duel.lingering = [e for e in duel.lingering if not (e["tag"] == TAG and e.get("cid") == ctx.card.cid
                                                       and e.get("last", 0) < duel.turn)]
    duel.add_lingering({"tag": TAG, "cid": ctx.card.cid, "effect": 1, "player": ctx.player, "until": None,
                        "last": _last_turn(ctx), "since": len(duel.log), "source": ctx.card.code})


def _entries(ctx):
    return [e for e in ctx.duel.lingering if e["tag"] == TAG and e.get("cid") == ctx.card.cid
            and e.get("player") == ctx.player and e.get("last", 0) >= ctx.duel.turn]


def _drawn_by_opponent(ctx, ev):
    return ev.get("player") == ctx.opponent and bool(_entries(ctx))


def _check_draws(ctx):
    """Every card the opponent drew since the last check (a batch can hold several draws:
    Pot of Greed) is shown; monsters with 1500 or less ATK among them are destroyed."""
    duel = ctx.duel
    entries = _entries(ctx)
    if not entries:
        return
    since = min(e["since"] for e in entries)
    uids = [ev["uid"] for ev in duel.log[since:] if ev.get("type") == "draw" and ev.get("player") == ctx.opponent]
    now = len(duel.log)
    duel.lingering = [dict(e, since=now) if e in entries else e for e in duel.lingering]
    drawn = [c for c in (duel.card_by_uid(u) for u in uids) if c is not None and c.location == S.HAND]
    if not drawn:
        return
    doomed = [c for c in drawn if _weak(ctx, c)]
    ctx.reveal(drawn, ctx.player)
    ctx.destroy([duel.cards[c.cid] for c in doomed])


EFFECTS = [
    activate(resolve, cost=cost, can_pay=lambda ctx: bool(_fodder(ctx)), label="Tribute a DARK 2000+ monster"),
    # the check of each card drawn later: applied without a chain link
    Effect(APPLY, events="drawn", match=_drawn_by_opponent, range=("delayed",), resolve=_check_draws,
           damage_step=DS_ALWAYS, label="check the drawn cards"),
]
