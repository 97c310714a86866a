"""Dark Coffin (1804528), Normal Trap."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap with no effect when activated. When it is destroyed while Set in the "
               "Spell & Trap Zone and sent to the GY, its controller's opponent applies 1 of "
               "these, their choice: discard 1 random card from their hand, or destroy 1 monster "
               "they control (their pick). Only one they can apply is offered; with neither, "
               "nothing happens.")

DISCARD = "Discard 1 random card from your hand"
DESTROY = "Destroy 1 monster you control"


def resolve(ctx):
    opp = ctx.opponent
    hand = ctx.hand("opp")
    monsters = ctx.monsters("opp")
    labels = ([DISCARD] if hand else []) + ([DESTROY] if monsters else [])
    if not labels:
        return
    pick = yield from ctx.choose_option(labels, "Dark Coffin: apply which effect?", player=opp)
    if labels[pick] == DISCARD:
        ctx.discard([hand[ctx.random_below(len(hand))]])
    else:
        chosen = yield from ctx.choose_cards(monsters, 1, player=opp, prompt="Dark Coffin: destroy which monster?")
        yield from ctx.destroy(chosen)


# One meaning in both eras (the 2005 prints, DB2 / PGD: "when this face-down card is destroyed and
# sent to the Graveyard, your opponent selects and applies 1 of these effects"; today's the same):
# no ERAS entry. A mandatory "when" trigger, which cannot miss the timing.
EFFECTS = [
    Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=lambda ctx, ev: ctx.destroyed_while_set(ev),
           resolve=resolve, damage_step=DS_ALWAYS, discards="opponent", destroys=True,
           label="the opponent discards at random or destroys a monster"),
]
