"""The Rock Spirit (76305638): never Normal Summoned or Set; Special Summoned from the hand by banishing
1 EARTH monster from its owner's GY; during the opponent's Battle Phase it gains 300 ATK.

Sources, in our words: the card's texts (LON-EN069, 2004, and today's: "must be Special Summoned (from
your hand) by banishing 1 EARTH monster from your GY"; no ERAS entry); the procedure is no chain link
and no effect (seed 000 §特殊召喚); Necrovalley: no card in a GY can be banished, so the cost cannot be
paid (docs/cards.md `grave_banish`, as Fenrir's tests); properly summoned once, other effects may
revive it (the "must be" wording, proc_only: docs/cards.md); the gain is a continuous effect during
the opponent's Battle Phase only (yugioh-wiki.net 《岩の精霊 タイタン》), Skill Drain negates it."""

from duelist.testing.reads import banished, field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

RS = "The Rock Spirit"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_the_rock_spirit_is_special_summoned_by_banishing_an_earth_monster():
    """Q: I hold The Rock Spirit; my GY holds Battle Ox (EARTH) and Mystical Elf (LIGHT). A: it cannot
    be Normal Summoned or Set; I Special Summon it by banishing Battle Ox (the Elf stays), and my Normal
    Summon is still unused."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, RS)
    table.grave(0, "Battle Ox", "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", RS) and not s.has("set", RS)
    s.pick("special_summon", RS)
    if duel.request.kind == "select":
        s.pick("select", "Battle Ox")
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    _pass(s)
    assert field_monsters(duel, 0) == [RS] and banished(duel, 0) == ["Battle Ox"]
    assert grave(duel, 0) == ["Mystical Elf"] and duel.players[0].normal_summons == 0


def test_the_rock_spirit_needs_an_earth_monster_in_its_owners_gy():
    """Q: my GY holds only a LIGHT monster, my opponent's an EARTH one. A: no Special Summon."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, RS)
    table.grave(0, "Mystical Elf")
    table.grave(1, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("special_summon", RS)


def test_the_rock_spirit_cannot_banish_under_necrovalley():
    """Q: my opponent has Necrovalley face-up; my GY holds Battle Ox. A: no card in a GY can be
    banished: The Rock Spirit cannot be Special Summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, RS)
    table.grave(0, "Battle Ox")
    table.field_spell(1, "Necrovalley")
    duel = table.build()
    assert not Script(duel).has("special_summon", RS)


def test_the_rock_spirit_gains_300_in_the_opponents_battle_phase_only():
    """Q: my opponent's Battle Ox (1700) attacks my The Rock Spirit
    (1700). A: in their Battle Phase it is 2000: Battle Ox is destroyed, my opponent takes 300. In my
    own Battle Phase it is 1700."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    rs = table.monster(0, RS, summon_kind="proc")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert duel.atk(rs.card(duel)) == 1700
    s.pick("battle", player=1)
    _pass(s)
    assert duel.atk(rs.card(duel)) == 2000
    s.pick("attack", "Battle Ox", target=rs, request="battle")
    _pass(s)
    assert grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 7700)
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    rs = table.monster(0, RS, summon_kind="proc")
    duel = table.build()
    assert duel.atk(rs.card(duel)) == 1700


def test_the_rock_spirit_under_skill_drain_gains_nothing():
    """Q: I control a face-up Skill Drain; my opponent's Battle Ox attacks my The Rock Spirit. A: no
    gain (1700 vs 1700): both are destroyed, no damage."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    rs = table.monster(0, RS, summon_kind="proc")
    table.monster(1, "Battle Ox")
    table.spell_trap(0, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=rs, request="battle")
    _pass(s)
    assert grave(duel, 0) == [RS] and grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 8000)
