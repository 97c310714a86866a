"""Gravekeeper's Servant (16762927), Continuous Spell."""
from duelist.cards.common import APPLY, CONTINUOUS, C, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: every attack its controller's opponent declares costs them the "
               "card on top of their Deck, milled to their GY as the attack is declared (no chain "
               "link). While they cannot mill it -- an empty Deck, or Macro Cosmos / Dimensional "
               "Fissure that would banish the card instead -- they cannot declare an attack.")

CODE = 16762927


def _servant_applies(ctx, card):
    return card.location == S.SZONE and card.face_up and card.activated and card.data.code == CODE \
        and not ctx.is_negated(card)


def _cannot_pay(ctx, card):
    """A monster of the opponent that has not yet declared its attack, while their Deck cannot
    supply one card to the GY for each applying Servant of this player. The top card is hidden,
    so every card of the Deck must be one that would reach the GY (Dimensional Fissure: a monster
    would be banished; yugioh-wiki.net's FAQ: the attack cannot be declared)."""
    if card.controller != ctx.opponent:
        return False
    attack = ctx.attack
    if attack is not None and attack[0] == card.uid:
        return False            # (its attack is declared: the requirement was met)
    deck = ctx.deck("opp")
    if len(deck) < ctx.count_cards("spells_traps", _servant_applies):
        return True
    return not ctx.can_send_to_grave(deck)


def _opponent_declares(ctx, ev):
    return ev.get("player") == ctx.opponent


def mill(ctx):
    deck = ctx.deck("opp")
    if deck:
        ctx.send_to_grave([deck[0]], "cost")


EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag=C.CANNOT_DECLARE_ATTACK, affects=_cannot_pay,
           label="no attack without the top card of the Deck"),
    # (the top card is sent as the attack is declared: applied, not activated)
    Effect(APPLY, events="attack", match=_opponent_declares, range=(S.SZONE,), resolve=mill,
           label="the top card of the Deck to the GY"),
]
