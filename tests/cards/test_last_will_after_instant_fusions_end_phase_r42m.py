"""Last Will's later summon when the monster goes to the GY by an applied effect (round 42m).

Last Will (85602018), today's text: if a monster you controlled is sent to your GY this turn,
you can Special Summon 1 monster with 1500 or less ATK from your Deck, once for each Last Will;
activated before any such monster went, its summon is used later that turn and is applied, not
activated: no chain link (tests/cards/test_yugi_spells.py, the project's ruling of the card).
Instant Fusion (1845204): the Fusion Monster it Special Summons is destroyed in the End Phase
(also applied, no chain link).

Found by round 42m's property probe of `_apply_delayed` (seed 424376 of kind 2, theme "The
Wicked Worm Beast+Big Shield Gardna+Book of Moon+Change of Heart+Instant Fusion+Last Will": the
referee refused "a spell speed 1 effect (Last Will) chained as Chain Link 2"): where Instant
Fusion's End Phase destruction sends the monster, Last Will's summon is put on a chain as an
activated effect, one link per Last Will. `_build_trigger_chain` picks the applied effects once,
before applying them; those their application raised went on the chain with the triggers (h42m's
request 4, mended in stop 42: it applies them until none is left)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

def _last_wills_then_instant_fusion(copies):
    """Turn 3, player 0's Main Phase 1: `copies` Last Will activated with no monster of player 0
    sent to the GY yet (each waits), then Instant Fusion (1000 LP) Special Summons Flame
    Swordsman; player 1 has Dust Tornado Set. Player 0 ends the turn."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, *(["Last Will"] * copies + ["Instant Fusion"]))
    table.extra(0, "Flame Swordsman")
    table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Mystical Elf", "Blue-Eyes White Dragon", "Silver Fang", "Battle Ox"])
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    for _ in range(copies):
        s.pick("activate", "Last Will", first=True)
        while duel.request.kind == "chain":
            s.pick("pass")
    s.pick("activate", "Instant Fusion")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("select", "Flame Swordsman")
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Flame Swordsman"]
    s.pick("end_turn")
    return duel, s


def _summon_each(duel, s, names):
    """Answer the End Phase's questions: yes to each summon, `names` in turn, Defense Position;
    pass on every chain; until player 1's turn begins."""
    names = list(names)
    while duel.request is not None and duel.turn == 3:
        kind = duel.request.kind
        if kind == "yes_no":
            s.pick("yes", player=0)
        elif kind == "select":
            s.pick("select", names.pop(0))
        elif kind == "option":
            s.pick("option", "Defense Position")
        elif kind == "order":
            s.answer(duel.request.options[0])
        else:
            s.pick("pass")
    assert names == [] and duel.turn == 4


def test_last_will_is_applied_when_instant_fusions_monster_is_destroyed_in_the_end_phase():
    """Q: I activated Last Will before any monster of mine went to the GY, then Instant Fusion;
    in the End Phase its Flame Swordsman is destroyed. A: Last Will's summon may be used: it is
    applied, not activated -- no chain link, nothing to respond to: I Special Summon Mystical
    Elf."""
    duel, s = _last_wills_then_instant_fusion(1)
    _summon_each(duel, s, ["Mystical Elf"])
    assert "Flame Swordsman" in grave(duel, 0)
    assert field_monsters(duel, 0) == ["Mystical Elf"]
    will = [(e["type"], e.get("effect")) for e in duel.log
            if e.get("name") == "Last Will" and e["type"] in ("chain", "apply")]
    assert will == [("chain", 0), ("apply", None)]


def test_two_last_wills_are_two_summons_and_no_chain():
    """Q: the same with two Last Wills activated. A: each is applied in turn (one summon each,
    today's text): Mystical Elf and Silver Fang, and no chain link for either (a spell speed 1
    effect is never Chain Link 2)."""
    duel, s = _last_wills_then_instant_fusion(2)
    _summon_each(duel, s, ["Mystical Elf", "Silver Fang"])
    assert sorted(field_monsters(duel, 0)) == ["Mystical Elf", "Silver Fang"]
    will = [(e["type"], e.get("effect")) for e in duel.log
            if e.get("name") == "Last Will" and e["type"] in ("chain", "apply")]
    assert will == [("chain", 0), ("chain", 0), ("apply", None), ("apply", None)]
