"""Triangle Ecstasy Spark (12181376), Normal Spell."""
from duelist.cards.common import C, L, activate, is_trap

DESCRIPTION = ("Normal Spell: only while you control a face-up \"Harpie Lady Sisters\". Each face-up "
               "\"Harpie Lady Sisters\" you control has 2700 ATK until the end of the turn; for the "
               "rest of the turn your opponent cannot activate Trap Cards, and the face-up Trap "
               "Cards they control have their effects negated.")

SISTERS = 12206212

# the lasting player rule it leaves, and the Trap locks' gate (C.NO_TRAP_ACTIVATION): the
# engine reads them only in a duel holding such a card (as Forced Ceasefire)
LASTING_TAGS = (L.NO_TRAP_ACTIVATION, C.NO_TRAP_ACTIVATION)


def sisters(ctx, card):
    return card.face_up and ctx.is_named(card, SISTERS)


def condition(ctx):
    return ctx.any_card("monsters", sisters)


def resolve(ctx):
    for card in ctx.cards_where("monsters", sisters):
        ctx.set_stats(card, atk=2700)
    ctx.player_flag(ctx.opponent, L.NO_TRAP_ACTIVATION)
    for card in ctx.cards_where("spells_traps", lambda ctx, c: c.face_up and is_trap(c), who="opp"):
        ctx.negate_effects(card)


# The 2005 text (RDS) and today's do the same: no ERAS entry.
EFFECTS = [activate(resolve, condition=condition,
                    label="Harpie Lady Sisters become 2700 ATK; no Traps for the opponent this turn")]
