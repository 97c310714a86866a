"""Deck Devastation Virus (35027493), Normal Trap."""
from duelist.cards.common import APPLY, DS_ALWAYS, AttributeOnField, H, Effect, activate, opponents_turn, \
    opponents_turns_counted
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap. Cost: Tribute 1 DARK monster of 2000 or more ATK you control. Its "
               "controller then sees the opponent's hand and monsters and destroys every monster "
               "among them with 1500 or less ATK; for 3 of the opponent's turns, counted from the "
               "activation's turn (the 1st if it is theirs), each card the opponent draws is shown "
               "too and destroyed if it is such a monster (this part is applied, not activated).")
DESCRIPTION_2005 = DESCRIPTION.replace(
    "for 3 of the opponent's turns, counted from the activation's turn (the 1st if it is theirs)",
    "until the end of the opponent's 3rd turn after the activation (the turn of the activation "
    "never counted; 2005 text)")


def _is_dark_2000(ctx, card):
    # (the Attribute first: it refuses most monsters the windows ask about)
    # (the Attribute now: an effect may change a face-up monster's, `Ctx.attribute`)
    return ctx.attribute(card) == "DARK" and card.data.card_type == "Monster" and ctx.atk(card) >= 2000 \
        and not ctx.cannot_be_tributed(card)


def can_pay(ctx):
    return ctx.any_card("monsters", _is_dark_2000)


def cost(ctx):
    chosen = yield from ctx.choose_cards(ctx.cards_where("monsters", _is_dark_2000), 1,
                                         prompt="Deck Devastation Virus: Tribute which monster?")
    for card in chosen:
        if not card.face_up:
            ctx.reveal([card], None)
    ctx.send_to_grave(chosen, "tribute")


def _weak(ctx, card):
    # face-up monsters: their current ATK; face-down ones and hand cards: printed ATK ("?" = 0)
    return card.data.card_type == "Monster" and ctx.atk(card) <= 1500


def resolve(ctx):
    yield from _resolve(ctx, opponents_turns_counted(3))


def resolve_2005(ctx):
    yield from _resolve(ctx, opponents_turn(3))


def _resolve(ctx, until):
    monsters = ctx.monsters("opp")
    hand = ctx.hand("opp")
    hidden = [c for c in monsters if not c.face_up]
    if hidden:
        ctx.reveal(hidden, ctx.player)
    doomed = [c for c in monsters + hand if _weak(ctx, c)]
    if hand:
        ctx.reveal(hand, ctx.player)
    yield from ctx.destroy(doomed)
    # then watch the draws to come, for three of the opponent's turns: today's text counts them
    # from the activation's turn (activated in the opponent's turn, that turn is the 1st:
    # yugioh-wiki's notes on the Virus cards), the 2005 text until the end of "the opponent's 3rd
    # turn after this card's activation" (the turn of the activation not counted)
    ctx.delay(1, until=until)


def _drawn_by_opponent(ctx, ev):
    return ev.get("player") == ctx.opponent


def _check_draws(ctx):
    """Every card the opponent drew in the happenings that started this check (a batch can
    hold several draws: Pot of Greed) is shown; monsters with 1500 or less ATK among them
    are destroyed."""
    drawn = [ctx.card_by_cid(ev["cid"]) for ev in ctx.happenings
             if ev["type"] == H.DRAWN and ev.get("player") == ctx.opponent]
    drawn = [c for c in drawn if c.location == S.HAND and any(
        ev.get("uid") == c.uid for ev in ctx.happenings if ev["type"] == H.DRAWN)]
    if not drawn:
        return
    doomed = [c for c in drawn if _weak(ctx, c)]
    ctx.reveal(drawn, ctx.player)
    yield from ctx.destroy(doomed)


def _effects(resolve):
    return [
        # (a DARK monster of yours first, declared: the windows pass the card by without a call
        # while you control none, 84% of its asks on Goat Warrior/Zombie; then the ATK it has now)
        activate(resolve, condition=AttributeOnField("DARK"), cost=cost, can_pay=can_pay,
                 label="Tribute a DARK 2000+ monster"),
        # the check of each card drawn later: applied without a chain link
        Effect(APPLY, events="drawn", match=_drawn_by_opponent, range=("delayed",), resolve=_check_draws,
               damage_step=DS_ALWAYS, label="check the drawn cards"),
    ]


EFFECTS = _effects(resolve)

ERAS = {"2005": {
    "DESCRIPTION": DESCRIPTION_2005,
    "EFFECTS": _effects(resolve_2005),
}}
