"""Vampire Lord (53839837), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, During, Effect, shuffle_deck
from duelist.engine import state as S

DESCRIPTION = ("Level 5 DARK Zombie. Whenever its attack deals battle damage to the opponent, its "
               "controller names Monster, Spell or Trap and the opponent must mill one card of that "
               "kind from their Deck. If an opponent's card effect destroys it and it goes to its "
               "owner's GY, it comes back to the field in its owner's next Standby Phase (this "
               "turn's, if theirs is still to come; never the opponent's).")

CARD_TYPES = ["Monster", "Spell", "Trap"]
REVIVE = "vampire_lord_revive_turn"      # card.info key: the turn whose Standby Phase revives it


def _next_own_standby_turn(ctx):
    """The turn of "your next Standby Phase" (2005 and OCG text: 次の自分のスタンバイフェイズ),
    seen from now: this turn's if it is its owner's turn and its Standby Phase is still to
    come (the Draw Phase), else its owner's next turn (turns alternate)."""
    if ctx.turn_player != ctx.player:
        return ctx.turn + 1
    return ctx.turn if ctx.phase == S.PHASE_DRAW else ctx.turn + 2


def battle_damage(ctx, ev):
    return ev.get("reason") == "battle" and ev.get("source") == ctx.card.cid and \
        ev.get("source_uid") == ctx.card.uid and ev.get("player") == ctx.opponent


def declare(ctx):
    """Declared on activation (before the semicolon); not a cost."""
    pick = yield from ctx.choose_option(CARD_TYPES, "Vampire Lord: declare a card type")
    ctx.declare("card type", CARD_TYPES[pick])
    ctx.link.info["card_type"] = CARD_TYPES[pick]


def mill(ctx):
    """The opponent looks through their Deck for a card of the declared type (listed by
    name, never in Deck order), sends it to the GY, then shuffles the Deck they searched."""
    wanted = ctx.link.info.get("card_type")
    fits = [c for c in ctx.deck("opp") if c.data.card_type == wanted]
    if not fits:
        return
    chosen = yield from ctx.choose_cards(fits, 1, player=ctx.opponent,
                                         prompt="Vampire Lord: send 1 %s from your Deck to the GY" % wanted)
    if chosen:
        ctx.send_to_grave(chosen)
    shuffle_deck(ctx, ctx.opponent)


def revive_match(ctx, ev):
    card = ctx.card
    if ev["type"] == "moved":
        # note, on the card object now in the GY, that an opponent's card effect destroyed it
        # (the note vanishes with the object when the card moves again)
        if ev.get("cid") == card.cid and ev.get("uid") == card.uid and ev.get("to") == S.GRAVE \
                and ev.get("origin") in S.FIELD_LOCATIONS and ev.get("reason") == "destroyed_effect" \
                and ev.get("by") is not None and ev.get("by") != ev.get("controller"):
            card.info = dict(card.info or {}, **{REVIVE: _next_own_standby_turn(ctx)})
        return False
    return _revival_standby(ctx, ev)


def _revives_now(ctx):
    card = ctx.card
    return card.location == S.GRAVE and bool(card.info) and card.info.get(REVIVE) == ctx.turn


_revival_standby = K.standby_match(rest=_revives_now)


def revive(ctx):
    yield from K.revive_self(ctx)


EFFECTS = [
    Effect(TRIGGER, events="damage", match=battle_damage, cost=declare, resolve=mill,
           label="declare a card type; opponent mills one"),
    Effect(TRIGGER, events=("moved", "phase"), range=(S.GRAVE,), leaves_grave=True,
           during=During(own=(S.PHASE_STANDBY,)), match=revive_match, resolve=revive, special_summons=True,
           label="revive in its owner's next Standby Phase"),
]
