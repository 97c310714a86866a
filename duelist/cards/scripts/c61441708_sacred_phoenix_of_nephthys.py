"""Sacred Phoenix of Nephthys (61441708), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Level 8 FIRE Winged Beast. In the End Phase of a turn in which a card effect "
               "destroyed it and sent it to the GY, it Special Summons itself from the GY; when it "
               "comes back this way, every Spell and Trap on the field is destroyed.")


def _destroyed_by_effect_this_turn(ctx):
    card = ctx.card
    if card.location != S.GRAVE:
        return False
    mine = [e for e in ctx.duel.sent_to_grave_this_turn() if e["cid"] == card.cid]
    return bool(mine) and mine[-1]["reason"] == "destroyed_effect"


def end_phase(ctx, ev):
    return ev.get("phase") == S.PHASE_END and _destroyed_by_effect_this_turn(ctx)


def revive(ctx):
    card = ctx.card
    if card.uid != ctx.link.card_uid or card.location != S.GRAVE:
        return
    if ctx.duel.can_special_summon(card, ctx.player):
        position = yield from choose_summon_position(ctx)
        ctx.special_summon(card, position=position)
        card.info = dict(card.info or {}, own_revive=True)


def revived_by_itself(ctx, ev):
    card = ctx.card
    return ev.get("cid") == card.cid and ev.get("uid") == card.uid and bool((card.info or {}).get("own_revive"))


def wipe(ctx):
    ctx.destroy(ctx.spells_traps("both"))


EFFECTS = [
    Effect(TRIGGER, events="phase", range=(S.GRAVE,), match=end_phase, resolve=revive,
           label="End Phase: revive itself"),
    Effect(TRIGGER, events="summoned", match=revived_by_itself, resolve=wipe,
           label="revived by its own effect: destroy all Spells/Traps"),
]
