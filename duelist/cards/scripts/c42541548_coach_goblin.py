"""Coach Goblin (42541548), Effect Monster."""
from duelist.cards.common import TRIGGER, During, Effect
from duelist.engine import state as S

DESCRIPTION = ("Once per turn, in your own End Phase while it is face-up, you can put 1 Normal "
               "Monster from your hand on the bottom of your Deck (shown to your opponent; a cost) "
               "to draw 1 card.")


def _normal_in_hand(ctx, card):
    return card.data.is_normal_monster


def end_phase(ctx, ev):
    return ev.get("phase") == S.PHASE_END and ev.get("player") == ctx.player


def can_pay(ctx):
    return ctx.any_card("hand", _normal_in_hand)


def cost(ctx):
    normals = ctx.cards_where("hand", _normal_in_hand)
    chosen = yield from ctx.choose_cards(normals, 1, prompt="Coach Goblin: put which Normal Monster on the bottom of your Deck?")
    ctx.reveal(chosen, None)
    ctx.to_deck(chosen, bottom=True)


def resolve(ctx):
    ctx.draw(ctx.player, 1)


# The 2005 text (IOC: while face-up, in your End Phase, return 1 Normal Monster Card from your hand
# to the bottom of your Deck to draw 1 card; once per turn) does what today's does: no ERAS entry.
EFFECTS = [
    Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_END,)), match=end_phase, optional=True,
           once_per_turn=True, can_pay=can_pay, cost=cost, resolve=resolve,
           label="a Normal Monster from the hand to the bottom of the Deck: draw 1"),
]
