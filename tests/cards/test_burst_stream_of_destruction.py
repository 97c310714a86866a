"""Burst Stream of Destruction (17655904), Normal Spell: while its player controls a face-up
Blue-Eyes White Dragon, every monster the opponent controls is destroyed; Blue-Eyes White Dragon
cannot attack the turn it is activated.

Sources: the 2005 text, as we recall it (not read on a page this round) (SKE: "You can only activate
this card if "Blue-Eyes White Dragon" is face-up on your side of the field. Destroy all monsters on
your opponent's side of the field. "Blue-Eyes White Dragon" cannot attack during the turn this card
is activated") and today's ("If you control "Blue-Eyes White Dragon": destroy all monsters your
opponent controls. "Blue-Eyes White Dragon" cannot attack the turn you activate this card") do the
same. "The turn you activate this card": the bar comes with the activation, so a negated Burst
Stream still keeps the Dragon from attacking (our reading of the text); a face-down monster is
destroyed too ("all monsters")."""

from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(position="attack", rules="MR5"):
    table = Table(turn=3, rules=rules)
    table.monster(0, "Blue-Eyes White Dragon", position=position)
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf")
    table.monster(1, "Celtic Guardian", position="set")
    table.hand(0, "Burst Stream of Destruction")
    return table


def test_burst_stream_of_destruction_destroys_every_opposing_monster_and_binds_the_dragon():
    """Q: I control Blue-Eyes White Dragon and Battle Ox; my opponent Mystical Elf and a Set
    Celtic Guardian. A: both of theirs are destroyed; in my Battle Phase only Battle Ox may
    attack (directly)."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", "Burst Stream of Destruction")
    _resolve(duel, s)
    assert duel.monsters(1) == []
    assert sorted(c.name for c in duel.players[1].grave) == ["Celtic Guardian", "Mystical Elf"]
    s.pick("battle")
    _resolve(duel, s)
    assert not s.has("attack", "Blue-Eyes White Dragon", target="player")
    assert s.has("attack", "Battle Ox", target="player")


def test_burst_stream_of_destruction_needs_a_face_up_blue_eyes_and_an_opposing_monster():
    """Q: my Blue-Eyes White Dragon is face-down; or it is face-up but my opponent controls no
    monster. A: Burst Stream cannot be activated either way."""
    assert not Script(_table(position="set").build()).has("activate", "Burst Stream of Destruction")
    table = Table(turn=3)
    table.monster(0, "Blue-Eyes White Dragon")
    table.hand(0, "Burst Stream of Destruction")
    assert not Script(table.build()).has("activate", "Burst Stream of Destruction")


def test_burst_stream_of_destruction_negated_by_magic_jammer_still_binds_the_dragon():
    """Q (GOAT): my opponent answers with Magic Jammer (discarding Battle Ox). A: nothing of
    theirs is destroyed, yet my Blue-Eyes White Dragon cannot attack this turn: the bar comes
    with the activation."""
    table = _table(rules="GOAT")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Burst Stream of Destruction")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Battle Ox", player=1)
    _resolve(duel, s)
    assert len(duel.monsters(1)) == 2
    assert sorted(c.name for c in duel.players[0].grave) == ["Burst Stream of Destruction"]
    s.pick("battle")
    _resolve(duel, s)
    assert not [o for o in duel.request.options if o.kind == "attack" and o.name == "Blue-Eyes White Dragon"]
    assert [o for o in duel.request.options if o.kind == "attack" and o.name == "Battle Ox"]
