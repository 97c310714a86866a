"""Last Will (85602018), Normal Spell."""
from duelist.cards.common import APPLY, DS_ALWAYS, Effect, activate
from duelist.cards.common import choose_summon_position, shuffle_deck
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: if a monster you controlled was sent to your GY this turn, you may "
               "Special Summon 1 monster with 1500 or less ATK from your Deck, once for each "
               "Last Will (two copies give two summons).")


def _qualifies(ctx):
    for entry in ctx.sent_to_grave_this_turn(ctx.player):
        card = ctx.card_by_cid(entry["cid"])
        if entry["origin"] == S.MZONE and entry["controller"] == ctx.player and card.owner == ctx.player \
                and card.data.card_type == "Monster":
            return True
    return False


def _candidates(ctx):
    return [c for c in ctx.deck("me") if c.data.card_type == "Monster" and c.data.atk is not None
            and isinstance(c.data.atk, int) and c.data.atk <= 1500
            and ctx.can_special_summon(c)]


def resolve(ctx):
    # one summon for each Last Will, not once a turn for the player (the previously official TCG
    # ruling, the NetRep answers, the OCG's Master Duel notes: two copies, two summons)
    if not _qualifies(ctx):
        # later this turn: the delayed effect below listens for a monster you control going
        # to your GY; it ends once applied
        ctx.delay(1, once=True)
        return
    yield from _summon(ctx)


def _summon(ctx, ask=True):
    candidates = _candidates(ctx)
    if not candidates:
        return
    if ask:
        go = yield from ctx.yes_no("Last Will: Special Summon a monster with 1500 or less ATK from your Deck?")
        if not go:
            return
    chosen = yield from ctx.choose_cards(candidates, 1, prompt="Last Will: Special Summon which monster?")
    position = yield from choose_summon_position(ctx)
    ctx.special_summon(chosen[0], position=position)
    shuffle_deck(ctx, ctx.player)


def _sent_later(ctx, ev):
    card = ctx.card_by_cid(ev["cid"])
    return (ev["to"] == S.GRAVE and ev["origin"] == S.MZONE and ev["controller"] == ctx.player
            and card.owner == ctx.player and card.data.card_type == "Monster")


def _delayed(ctx):
    yield from _summon(ctx, ask=False)     # its trigger's "yes" was the question


EFFECTS = [
    activate(resolve, special_summons=True),
    # the summon used later this turn: applied, not activated (no chain link)
    Effect(APPLY, events="moved", match=_sent_later, range=("delayed",), optional=True,
           resolve=_delayed, label="delayed summon", damage_step=DS_ALWAYS),
]


# ------------------------------------------------------------------ 2005 text (GOAT)
def _delayed_2005(ctx):
    """goatformat.com's Ruling Notice (Last Will): the state is used, if at all, the first
    time a monster is sent from its owner's side of the field to the GY; declined then, it
    expires (the delayed effect is applied, and so spent, whatever the answer)."""
    yield from _summon(ctx, ask=True)


ERAS = {"2005": {
    "DESCRIPTION": ("Normal Spell: if a monster you controlled was sent to your GY this turn, you "
                    "may Special Summon 1 monster with 1500 or less ATK from your Deck; otherwise "
                    "the chance comes the first time one is sent later that turn, and only then "
                    "(2005 text, goatformat.com's Ruling Notice)."),
    "EFFECTS": [
        activate(resolve, special_summons=True),
        Effect(APPLY, events="moved", match=_sent_later, range=("delayed",), optional=False,
               resolve=_delayed_2005, label="delayed summon", damage_step=DS_ALWAYS),
    ],
}}
