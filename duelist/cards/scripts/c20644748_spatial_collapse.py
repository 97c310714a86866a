"""Spatial Collapse (20644748), Continuous Trap."""
from duelist.cards.common import C, CONTINUOUS, Effect, activate
from duelist.engine.effects import MonsterLimit

DESCRIPTION = ("Continuous Trap, activated only while each player has 5 or fewer cards on their "
               "field: while it stays face-up, neither player may have more than 5 cards on their "
               "field (monsters, Spells and Traps, a Field Spell, Tokens, this card included); the "
               "cards already there stay.")

CAP = 5

# (yugioh-wiki.net 《宇宙の収縮》 and its FAQ: a zone made unusable by an effect holds no card and
# does not count; a Trap Monster counts once; Ojama Trio cannot give the opponent Tokens that
# would take them past 5.) Its cap on monsters is read where the engine asks for room, as Kaiser
# Colosseum's (E.MonsterLimit, only in a duel holding a card that declares C.MONSTER_LIMIT): the
# most monsters a player may have is 5 less their Spells and Traps. Its cap on the other cards
# (C.FIELD_CARD_LIMIT) is read by Duel.field_card_room (a card activated from the hand or Set).
LASTING_TAGS = (C.MONSTER_LIMIT,)


def _side(ctx, player):
    return "me" if player == ctx.player else "opp"


def field_cards(ctx, player):
    """How many cards `player` has on their field: monsters, the Spell & Trap Zones (Pendulum
    Zones too) and the Field Zone."""
    who = _side(ctx, player)
    return len(ctx.monsters(who)) + len(ctx.spells_traps(who))


def condition(ctx):
    return field_cards(ctx, ctx.player) <= CAP and field_cards(ctx, ctx.opponent) <= CAP


def most(ctx, player):
    """The most monsters `player` may have once one is placed: 5 less their other cards."""
    return CAP - len(ctx.spells_traps(_side(ctx, player)))


def room(ctx, player):
    """How many more cards `player` may put on their field."""
    return CAP - field_cards(ctx, player)


# The 2005 text (IOC, 2004) and today's do the same: no ERAS entry.
EFFECTS = [
    activate(condition=condition),
    Effect(CONTINUOUS, tag="blocked_zones", value=MonsterLimit(most),
           label="no more than 5 monsters and other cards on each player's field"),
    Effect(CONTINUOUS, tag=C.FIELD_CARD_LIMIT, value=room,
           label="no Spell or Trap put on a field that holds 5 cards"),
]
