"""Last Will: "if a monster you controlled was sent to your GY this turn" (seed 000 §魔法卡; a
monster destroyed and banished instead was destroyed, but never sent to the GY). Player 1's
Macro Cosmos is face-up: Dark Hole destroys player 0's Celtic Guardian, which is banished
instead of going to the GY; Last Will then finds no monster of player 0 sent to their GY this
turn and Special Summons nothing. (The engine's turn record holds destructions that went
elsewhere, with "to", beside the GY's records: `sent_to_grave_this_turn` must not read them.)

Round 38m's mutants: actions.py `sent_to_grave_this_turn` with `"to" not in e` dropped or its
`and` written `or`."""

from duelist.testing.reads import banished, field_monsters
from duelist.testing.scenario import Script, Table


def _resolve(s, duel):
    for _ in range(8):
        if duel.request.kind == "idle" and duel.request.player == 0:
            return
        if duel.request.kind == "yes_no":
            s.pick("yes")
        elif duel.request.kind in ("select", "option"):
            s.pick(duel.request.kind, first=True)
        else:
            s.pick("pass")
    raise AssertionError("still %r" % duel.request.kind)


def _play(macro_cosmos):
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Celtic Guardian")
    table.hand(0, "Dark Hole", "Last Will")
    if macro_cosmos:
        table.spell_trap(1, "Macro Cosmos", face_down=False)
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", request="idle")
    _resolve(s, duel)
    if s.has("activate", "Last Will"):
        s.pick("activate", "Last Will")
        _resolve(s, duel)
    return duel


def test_a_monster_banished_by_macro_cosmos_instead_of_the_gy_gives_last_will_nothing():
    duel = _play(macro_cosmos=True)
    assert "Celtic Guardian" in banished(duel, 0)
    assert field_monsters(duel, 0) == []


def test_a_monster_destroyed_to_the_gy_lets_last_will_summon():
    """The same play without Macro Cosmos: Celtic Guardian goes to the GY, and Last Will
    Special Summons Mystical Elf (1500 or less ATK) from the Deck."""
    duel = _play(macro_cosmos=False)
    assert field_monsters(duel, 0) == ["Mystical Elf"]
