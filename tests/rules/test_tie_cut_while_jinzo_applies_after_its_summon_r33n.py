"""A "when this card leaves the field" effect of a Continuous Trap tied to a monster does
nothing when the Trap leaves while Jinzo's effect applies (Jinzo: "the effects of Trap Cards on
the field do not apply"), and Jinzo's effects apply from the moment its summon succeeds, not
while it is being summoned (seed 000 §召喚: a summon can still be negated while the monster
is being summoned; its continuous effects apply once the summon has succeeded).

The engine records on each tie whether its source's effects are negated now, in the state
checks' relations step (actions.py `_state_check_pass`), which it skips where the whole pass
is quiet at the key of quiet steps ([11]); with a face-up negating monster on the field
(Jinzo: whether it applies reads whether it is being summoned, which no key covers) the
relations step is never quiet, and neither is the pass. Here the tie is the only thing on the
field beside Dragon Capture Jar (whose `force_defense` reaches no monster): the relations step
is the first of the pass to read the key (`_quiet_key`). No card of the pool ties a card to a
monster without a lasting effect beside it (Call of the Haunted's "if this card leaves" is a
delayed effect, which the state checks walk first): a stand-in Call of the Haunted whose
effect for leaving is a trigger. Round 33n: mutation testing of the open entries on
`_quiet_key`'s `return False` and the relations step's key read."""

from duelist.cards.common import (DS_ALWAYS, IGNITION, TRIGGER, Effect, FreeMonsterZones, H, R, Target,
                                  activate)
from duelist.engine import state as S
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _revive_and_tie(ctx):
    """Call of the Haunted's resolution, without its delayed effect: the monster comes back in
    Attack Position, tied to this card."""
    targets = ctx.targets
    if targets and ctx.card_still_here and ctx.special_summon(targets[0], position=S.FACEUP_ATTACK):
        ctx.relate(targets[0], R.REVIVED)


def _this_card_left(ctx, ev):
    return ev["kind"] == R.REVIVED and ev["cause"] == "source" and ev["cid"] == ctx.card.cid


def _destroy_the_tied_monster(ctx):
    ev = ctx.event
    if ev["negated"]:
        return      # its effects were negated when it left (Jinzo)
    monster = ctx.card_by_uid(ev["target_uid"])
    if monster is not None and monster.location == S.MZONE:
        yield from ctx.destroy([monster])


def _destroy_call_of_the_haunted(ctx):
    yield from ctx.destroy([card for card in ctx.duel.players[ctx.player].szone
                            if card is not None and card.data.name == "Call of the Haunted"])


def _duel(monkeypatch):
    """Player 0: Call of the Haunted Set on an earlier turn (stand-in: the real card's revival
    and tie; "when this card leaves the field, destroy that monster" a trigger in the GY),
    Summoned Skull in the GY, Mystical Elf (stand-in: "destroy your Call of the Haunted", an
    Ignition Effect) and Kozaky on the field, Jinzo in the hand; player 1: Dragon Capture Jar
    face-up (no Dragon on the field)."""
    stand_in(monkeypatch, "Call of the Haunted", [
        activate(_revive_and_tie, condition=FreeMonsterZones(1),
                 target=Target(lambda ctx: ctx.grave("me"),
                               filter=lambda ctx, card: card.data.card_type == "Monster"
                               and ctx.can_special_summon(card),
                               prompt="Call of the Haunted: revive which monster?")),
        Effect(TRIGGER, events=H.UNRELATED, range=(S.GRAVE,), match=_this_card_left,
               resolve=_destroy_the_tied_monster, damage_step=DS_ALWAYS, label="destroy that monster")])
    stand_in(monkeypatch, "Mystical Elf", [
        Effect(IGNITION, resolve=_destroy_call_of_the_haunted, label="destroy Call of the Haunted")])
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Summoned Skull")
    table.monster(0, "Mystical Elf")
    table.monster(0, "Kozaky")
    table.spell_trap(1, "Dragon Capture Jar", face_down=False)
    table.hand(0, "Jinzo")
    table.deck(0, ["Kozaky"] * 5)
    table.deck(1, ["Kozaky"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted", request="idle")
    s.pick("target", "Summoned Skull")
    _pass_to_the_menu(s)
    assert sorted(c.name for c in duel.monsters(0)) == ["Kozaky", "Mystical Elf", "Summoned Skull"]
    return duel, s


def _pass_to_the_menu(s):
    for _ in range(10):
        if s.duel.request.kind == "idle":
            return
        s.pick("pass")
    raise AssertionError("the Main Phase menu never came back")


def test_the_tied_monster_is_destroyed_when_call_of_the_haunted_leaves_without_jinzo(monkeypatch):
    duel, s = _duel(monkeypatch)
    s.pick("activate", "Mystical Elf")
    _pass_to_the_menu(s)
    assert grave(duel, 0) == ["Call of the Haunted", "Summoned Skull"]


def test_the_tied_monster_stays_when_call_of_the_haunted_leaves_after_jinzos_summon(monkeypatch):
    """Player 0 Tribute Summons Jinzo (Kozaky) and, back at the Main Phase menu, destroys Call of
    the Haunted with Mystical Elf's effect: Jinzo's summon has succeeded, its effect applies,
    so Call of the Haunted's effect for leaving is negated and Summoned Skull stays."""
    duel, s = _duel(monkeypatch)
    s.pick("summon", "Jinzo")
    s.pick("tribute", "Kozaky")
    _pass_to_the_menu(s)
    s.pick("activate", "Mystical Elf")
    _pass_to_the_menu(s)
    assert grave(duel, 0) == ["Kozaky", "Call of the Haunted"]
    assert sorted(c.name for c in duel.monsters(0)) == ["Jinzo", "Mystical Elf", "Summoned Skull"]
