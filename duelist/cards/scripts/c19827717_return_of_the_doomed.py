"""Return of the Doomed (19827717), Normal Spell."""
from duelist.cards.common import APPLY, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: discard 1 Monster Card (a cost). In this turn's End Phase, its player "
               "adds to their hand 1 of their monsters that was destroyed by battle this turn and "
               "sent to their GY (chosen then; nothing is targeted).")


def _monster_card(ctx, card):
    return card.data.card_type == "Monster" and card is not ctx.card


def discard_a_monster(ctx):
    chosen = yield from ctx.choose_cards(ctx.cards_where("hand", _monster_card), 1,
                                         prompt="Return of the Doomed: discard which Monster Card?")
    ctx.discard(chosen, "cost")


def resolve(ctx):
    ctx.delay(1, once=True)        # "at the end of this turn"


def _doomed(ctx):
    """Your monsters destroyed by battle this turn that are still the objects that battle sent to
    your GY."""
    out = []
    for entry in ctx.sent_to_grave_this_turn():
        if entry["reason"] != "battle" or entry["owner"] != ctx.player:
            continue
        card = ctx.card_by_cid(entry["cid"])
        if card.uid == entry["uid"] and card.location == S.GRAVE and card not in out \
                and not ctx.grave_guarded(card):
            out.append(card)
    return out


def end_phase(ctx, ev):
    return ev.get("phase") == S.PHASE_END


def _return(ctx):
    doomed = _doomed(ctx)
    if doomed:
        chosen = yield from ctx.choose_cards(doomed, 1, prompt="Return of the Doomed: return which monster to your hand?")
        ctx.to_hand(chosen)
        ctx.reveal(chosen, ctx.opponent)


# One meaning in both eras (the 2005 text: discard a Monster Card; at the end of the turn, 1 of your
# monsters destroyed by battle that turn returns from the GY to the hand): no ERAS entry.
EFFECTS = [
    activate(resolve, cost=discard_a_monster, discard_cost=True, can_pay=lambda ctx: ctx.any_card("hand", _monster_card)),
    # applied in the End Phase, not activated (no chain link)
    Effect(APPLY, events="phase", match=end_phase, range=("delayed",), resolve=_return,
           label="a monster destroyed by battle this turn to the hand"),
]
