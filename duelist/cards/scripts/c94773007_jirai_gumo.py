"""Jirai Gumo (94773007), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, H

DESCRIPTION = ("Level 4 EARTH Insect. When it declares an attack, its controller calls a coin toss: "
               "called wrong, they lose half their LP (the attack goes on either way).")


def declares_attack(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid


def resolve(ctx):
    right = yield from ctx.call_coin()
    if not right:
        # an LP loss, neither damage nor a cost (Des Wombat does not stop it); the LP left
        # rounded up (Konami FAQ: 125 -> 63)
        ctx.lose_lp(ctx.player, ctx.lp(ctx.player) // 2)


# (the 2005 print, Magic Ruler MRD-089, and today's text do the same: a mandatory trigger on its
# attack declaration; no ERAS entry)
EFFECTS = [Effect(TRIGGER, events=H.ATTACK, match=declares_attack, resolve=resolve,
                  label="attack: call a coin toss, wrong halves your LP")]
