"""Don Zaloog (76922029), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H

DESCRIPTION = ("Level 4 DARK Warrior. Each time it deals the opponent battle damage, its controller "
               "may pick one: a card chosen at random from the opponent's hand is discarded, or the "
               "top 2 cards of the opponent's Deck go to the GY (chosen as it is activated).")

MODES = ["Discard 1 random card from the opponent's hand", "Send the top 2 cards of the opponent's Deck to the GY"]


def dealt_battle_damage(ctx, ev):
    card = ctx.card
    return ev.get("reason") == "battle" and ev.get("source") == card.cid and ev.get("source_uid") == card.uid \
        and ev.get("player") == ctx.opponent


def modes(ctx):
    """The indexes of the modes that would do something now."""
    out = []
    if ctx.hand("opp"):
        out.append(0)
    if ctx.deck_count("opp"):
        out.append(1)
    return out


def choose(ctx):
    open_modes = modes(ctx)
    pick = 0
    if len(open_modes) > 1:
        pick = yield from ctx.choose_option([MODES[i] for i in open_modes], "Don Zaloog: which effect?")
    ctx.link.info["mode"] = open_modes[pick]
    ctx.declare("effect", MODES[open_modes[pick]])


def resolve(ctx):
    if ctx.link.info.get("mode") == 0:
        K.random_discard(ctx)
    else:
        top = ctx.deck("opp")[:2]
        if top:
            ctx.send_to_grave(top, "effect")


EFFECTS = [Effect(TRIGGER, events=H.DAMAGE, match=dealt_battle_damage, optional=True, damage_step=DS_ALWAYS,
                  condition=lambda ctx: bool(modes(ctx)), cost=choose, resolve=resolve,
                  label="random discard or mill 2", discards="opponent")]
