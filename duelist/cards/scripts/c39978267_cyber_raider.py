"""Cyber Raider (39978267), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, H, R, Target
from duelist.cards.summons import normal_summoned_self
from duelist.engine import state as S
from duelist.cards.common import Destroys  # (round 58f: destroys which)

DESCRIPTION = ("Level 4 DARK Machine. When it is Normal Summoned, its controller picks one of two "
               "effects (not optional), each targeting an Equip Card equipped to a monster: destroy "
               "it, or equip it to this card (the Equip Card keeps its controller).")

MODES = ("Destroy the Equip Card", "Equip it to Cyber Raider")


def equip_cards(ctx):
    return [c for c in ctx.spells_traps("both") if c.face_up and ctx.related(R.EQUIP, c) is not None]


def choose_mode(ctx):
    pick = yield from ctx.choose_option(list(MODES), "Cyber Raider: which effect?")
    ctx.link.info["mode"] = pick
    ctx.declare("effect", MODES[pick])


def resolve(ctx):
    if not ctx.targets:
        return
    if ctx.link.info.get("mode") == 0:
        yield from ctx.destroy(ctx.targets)
    else:
        card = ctx.card
        if card.uid == ctx.link.card_uid and card.location == S.MZONE and card.face_up:
            ctx.equip(ctx.targets[0], card)


def _destroyed(ctx):
    """The Equip Card targeted, in its destroying mode (chosen as it is activated)."""
    return ctx.targets if ctx.link.info.get("mode", 0) == 0 else []


# (the 2005 text, DCR-011, and today's do the same: "when Normal Summoned", mandatory, the mode
# picked as it is activated; no ERAS entry)
EFFECTS = [Effect(TRIGGER, events=H.SUMMONED, match=normal_summoned_self, cost=choose_mode,
                  target=Target(equip_cards, prompt="Cyber Raider: which Equip Card?"),
                  resolve=resolve, destroys=Destroys(_destroyed),
                  label="destroy or take an Equip Card")]
