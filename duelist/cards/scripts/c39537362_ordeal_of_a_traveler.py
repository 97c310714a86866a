"""Ordeal of a Traveler (39537362), Continuous Trap."""
from duelist.cards.common import H, TRIGGER, Effect, activate, attack_now
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap, activated when an opponent's monster declares an attack; at that "
               "attack and, while it stays face-up, at each later attack an opponent's monster "
               "declares (an optional trigger), the opponent picks 1 card of its controller's hand "
               "at random and calls its kind (Monster, Spell or Trap); the card is shown, and on a "
               "wrong call the attacking monster goes back to its owner's hand.")

KINDS = ("Monster", "Spell", "Trap")


def _opponent_attacks(ctx):
    attack = attack_now(ctx)
    return attack is not None and attack[0].controller != ctx.player and bool(ctx.hand())


def ordeal(ctx):
    attacker = ctx.attacking_monster
    hand = ctx.hand()
    if attacker is None or attacker.controller != ctx.opponent or not hand:
        return
    card = hand[ctx.random_below(len(hand))]
    pick = yield from ctx.choose_option(list(KINDS), "Ordeal of a Traveler: what kind of card is it?",
                                        player=ctx.opponent)
    ctx.reveal([card], ctx.opponent)
    if KINDS[pick] != card.data.card_type:
        ctx.to_hand([attacker])


def _declared_by_opponent(ctx, ev):
    return ev.get("player") == ctx.opponent and bool(ctx.hand())


# The 2005 text (PGD-042, 2004: activated when an opponent's monster declares an attack; the
# opponent picks a random card of your hand and calls its type; a wrong call returns the attacking
# monster to the hand) does what today's does: no ERAS entry.
EFFECTS = [
    activate(ordeal, condition=_opponent_attacks, answers=H.ATTACK),
    Effect(TRIGGER, events="attack", range=(S.SZONE,), match=_declared_by_opponent, resolve=ordeal,
           optional=True, label="the opponent calls the kind of a random card of the hand"),
]
