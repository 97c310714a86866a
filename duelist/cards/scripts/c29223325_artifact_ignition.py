"""Artifact Ignition (29223325), Quick-Play Spell."""
from duelist.cards import kit
from duelist.cards.common import TRIGGER, Effect, L, Target, activate, shuffle_deck, spells_traps_but_this, \
    uses
from duelist.engine import state as S
from duelist.cards.common import DESTROYS_TARGETS  # (round 58f: destroys which)

DESCRIPTION = ("Quick-Play Spell: target a Spell or Trap on the field and destroy it; if it was "
               "destroyed, Set an \"Artifact\" monster from your Deck in your Spell & Trap Zone as a "
               "Spell. If the opponent destroys this card, the opponent's next Battle Phase is skipped.")


def resolve(ctx):
    if not ctx.targets or not (yield from ctx.destroy(ctx.targets)):
        return
    fits = [c for c in ctx.deck("me") if kit.is_artifact_monster(c) and ctx.can_set_spell_trap(c)]
    if not fits:
        return
    chosen = yield from ctx.choose_cards(fits, 1, prompt="Set which \"Artifact\" monster as a Spell?")
    if chosen:
        ctx.set_spell_trap(chosen[0])
    shuffle_deck(ctx)


def destroyed_by_opponent(ctx, ev):
    card = ctx.card
    return ev.get("cid") == card.cid and ev.get("uid") == card.uid and kit.was_destroyed(ev) \
        and ev.get("origin") in S.FIELD_LOCATIONS and ev.get("by") is not None and ev.get("by") != ctx.player


def skip_battle_phase(ctx):
    """The opponent's next Battle Phase: the engine spends the skip where it falls (this turn's
    while it is the opponent's turn and their Main Phase 1 is not over; else their next
    turn's) and does not enter that phase (engine/turn.py `_skipped`)."""
    ctx.player_flag(ctx.opponent, L.SKIP_BATTLE_PHASE, until=uses(1))


EFFECTS = [
    activate(resolve, target=Target(spells_traps_but_this, prompt="Destroy which Spell/Trap?"), destroys=DESTROYS_TARGETS),
    # seed 000 §速攻魔法: this effect, when it is destroyed, is spell speed 1 (a trigger)
    Effect(TRIGGER, events="moved", range=(S.GRAVE, S.BANISHED), match=destroyed_by_opponent,
           resolve=skip_battle_phase, label="skip the opponent's next Battle Phase"),
]
