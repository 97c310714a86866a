"""Dark Scorpion - Chick the Yellow (61587183), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H, Target

DESCRIPTION = ("Level 3 DARK Warrior. Each time it deals the opponent battle damage, its controller "
               "may pick one as it is activated: target a card on the field and return it to its "
               "owner's hand, or look at the top card of the opponent's Deck and leave it on top "
               "or put it at the bottom.")

MODES = ["Return 1 card on the field to the hand",
         "Look at the top card of the opponent's Deck, then top or bottom"]
PLACES = ["Leave it on top", "Put it at the bottom"]


def dealt_battle_damage(ctx, ev):
    card = ctx.card
    return ev.get("reason") == "battle" and ev.get("source") == card.cid and ev.get("source_uid") == card.uid \
        and ev.get("player") == ctx.opponent


def modes(ctx):
    """The modes that would do something now (the return needs a target: checked by the
    engine before any mode is asked, Chick itself being one)."""
    out = [0]
    if ctx.deck_count("opp"):
        out.append(1)
    return out


def choose(ctx):
    open_modes = modes(ctx)
    pick = 0
    if len(open_modes) > 1:
        pick = yield from ctx.choose_option([MODES[i] for i in open_modes], "Chick the Yellow: which effect?")
    ctx.link.info["mode"] = open_modes[pick]
    ctx.declare("effect", MODES[open_modes[pick]])


def field_cards(ctx):
    """The return's candidates: every card on the field, none once the Deck mode is chosen
    (its target is chosen after the mode, as the activation's cost)."""
    link = ctx.link
    if link is not None and link.info.get("mode") == 1:
        return []
    return ctx.field("both")


def resolve(ctx):
    if ctx.link.info.get("mode") == 0:
        if ctx.targets:
            ctx.to_hand(ctx.targets)
        return
    top = ctx.deck("opp")[:1]
    if not top:
        return
    ctx.reveal(top, ctx.player)         # its controller alone sees it
    place = yield from ctx.choose_option(PLACES, "Chick the Yellow: where does the card go?")
    if place == 1:
        ctx.to_deck(top, bottom=True)
    ctx.declare("effect", PLACES[place])


EFFECTS = [Effect(TRIGGER, events=H.DAMAGE, match=dealt_battle_damage, optional=True, damage_step=DS_ALWAYS,
                  cost=choose, resolve=resolve,
                  target=Target(field_cards, prompt="Chick the Yellow: return which card?"),
                  label="return a card to the hand, or the opponent's top card on top or bottom")]
