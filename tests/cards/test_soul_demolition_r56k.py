"""Soul Demolition (76297408), Continuous Trap: while you control a face-up Fiend monster, you may
pay 500 LP: each player banishes 1 monster from the other player's GY.

Sources, in our words: the card's text (SOC/LOD, 2003); yugioh-wiki.net 《魂粉砕》 (its old OCG
text and notes): "each player selects 1 monster in their opponent's GY and banishes it"; it can be
used only while both GYs hold a monster; only its controller may use it (the opponent cannot, even
with a Fiend of their own); a free-chain effect, so it can answer a revival (Call of the Haunted)
by banishing its target. Each player's pick made as it resolves (no target) is our reading: the
old OCG text says 「選択して」, a word older texts also used for targeting; no FAQ settles it
(doubtful, round 56m). Under Necrovalley
it cannot be used (its effect banishes from the GYs). The 2005 text and today's do the same."""

from duelist.testing.reads import banished, field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

SD = "Soul Demolition"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(rules="MR5", fiend="Archfiend Soldier", mine=("Battle Ox",), theirs=("Mystical Elf", "Dark Magician")):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.spell_trap(0, SD, face_down=False)
    if fiend:
        table.monster(0, fiend)
    table.grave(0, *mine)
    table.grave(1, *theirs)
    return table


def test_soul_demolition_each_player_banishes_from_the_other():
    """Q: I control Archfiend Soldier (a Fiend) and pay 500 with Soul Demolition. A: I banish Dark
    Magician from the opponent's GY, the opponent banishes my Battle Ox; I have 7500 LP (both
    texts)."""
    for rules in ("MR5", "GOAT"):
        duel = _table(rules).build()
        s = Script(duel)
        s.pick("activate", SD)
        _pass_all(duel, s)
        s.pick("select", "Dark Magician", player=0, request="select")
        assert duel.request.player == 1
        s.pick("select", "Battle Ox", player=1, request="select")
        _pass_all(duel, s)
        assert lp(duel) == (7500, 8000), rules
        assert banished(duel, 1) == ["Dark Magician"] and banished(duel, 0) == ["Battle Ox"], rules
        assert grave(duel, 1) == ["Mystical Elf"] and grave(duel, 0) == [], rules


def test_soul_demolition_needs_a_face_up_fiend():
    """Q: I control only Battle Ox (a Beast-Warrior), or no monster. A: Soul Demolition's effect
    cannot be used."""
    duel = _table(fiend="Battle Ox").build()
    assert not Script(duel).has("activate", SD)
    duel = _table(fiend=None).build()
    assert not Script(duel).has("activate", SD)


def test_soul_demolition_needs_a_monster_in_each_gy():
    """Q: my GY holds no monster. A: it cannot be used (yugioh-wiki: both GYs need a monster)."""
    duel = _table(mine=()).build()
    assert not Script(duel).has("activate", SD)


def test_soul_demolition_needs_500_lp():
    """Q: I have 400 LP. A: the cost cannot be paid: not offered."""
    table = Table(turn=3, turn_player=0, lp=(400, 8000))
    table.spell_trap(0, SD, face_down=False)
    table.monster(0, "Archfiend Soldier")
    table.grave(0, "Battle Ox")
    table.grave(1, "Mystical Elf")
    duel = table.build()
    assert not Script(duel).has("activate", SD)


def test_soul_demolition_answers_call_of_the_haunted():
    """Q: in their turn the opponent activates Call of the Haunted on Dark Magician in their GY; I
    answer with Soul Demolition and banish the Magician. A: Call of the Haunted's target is gone:
    nothing is summoned."""
    table = Table(turn=4, turn_player=1)
    table.spell_trap(0, SD, face_down=False)
    table.monster(0, "Archfiend Soldier")
    table.grave(0, "Battle Ox")
    table.grave(1, "Dark Magician")
    table.spell_trap(1, "Call of the Haunted")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted", player=1)
    s.pick("target", "Dark Magician", player=1)
    if duel.request.player == 1:
        s.pick("pass", player=1, request="chain")
    s.pick("activate", SD, player=0, request="chain")
    _pass_all(duel, s)
    s.pick("select", "Dark Magician", player=0)
    s.pick("select", "Battle Ox", player=1)
    _pass_all(duel, s)
    assert field_monsters(duel, 1) == [] and banished(duel, 1) == ["Dark Magician"]


def test_soul_demolition_only_its_controller_uses_it():
    """Q: my Soul Demolition is face-up; in their turn the opponent controls a Fiend (Archfiend
    Soldier) and both GYs hold monsters. A: only the card's controller may use it: the opponent
    is not offered it (yugioh-wiki)."""
    table = Table(turn=4, turn_player=1)
    table.spell_trap(0, SD, face_down=False)
    table.monster(1, "Archfiend Soldier")
    table.grave(0, "Battle Ox")
    table.grave(1, "Mystical Elf")
    duel = table.build()
    assert duel.request.player == 1 and not Script(duel).has("activate", SD)


def test_soul_demolition_not_under_necrovalley():
    """Q: Necrovalley is face-up (no Gravekeeper's Chief on the field). A: Soul Demolition's effect
    would banish from the GYs: it cannot be used (Necrovalley forbids banishing from a GY)."""
    table = _table()
    table.field_spell(1, "Necrovalley")
    duel = table.build()
    assert not Script(duel).has("activate", SD)
