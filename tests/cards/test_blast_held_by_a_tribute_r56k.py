"""Blast Held by a Tribute (89041555), Normal Trap: when a Tribute Summoned monster the opponent
controls declares an attack, destroy every face-up Attack Position monster they control and
inflict 1000 damage to them.

Sources, in our words: the card's text (DCR, 2004: it answers the attack declaration of a monster
on the opponent's field that was Tribute Summoned; 1000 damage, one amount, not per monster;
today's text the same); yugioh-wiki.net 《生贄の抱く爆弾》 (text; FAQ: a monster I Tribute
Summoned that the opponent now controls attacks: it can be activated -- who Tribute Summoned it
does not matter, only that it was Tribute Summoned and attacks from their side). Round 56k read
the card as an answer to the Tribute Summon itself with 1000 per monster: fixed in round 56m.
Our reading (no ruling found): the 1000 damage is dealt with the destruction ("destroy ..., and
inflict"), not "if you do": it is dealt even if Book of Moon leaves nothing to destroy.
The 2005 text and today's do the same."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

BT = "Blast Held by a Tribute"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(rules="MR5", kind="tribute", extra=None):
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, BT)
    table.monster(1, "Summoned Skull", summon_kind=kind)
    table.monster(1, "Celtic Guardian")
    table.monster(1, "Mystical Elf", position="defense")
    if extra:
        extra(table)
    return table


def _skull_attacks(duel, s):
    s.pick("attack", "Summoned Skull", player=1)


def test_blast_held_by_a_tribute_on_a_tribute_summoned_attacker():
    """Q: the opponent's Tribute Summoned Summoned Skull attacks me directly; they also have
    Celtic Guardian in Attack and Mystical Elf in Defense. I activate Blast Held by a Tribute.
    A: the Skull and the Guardian are destroyed, the Elf stays; the opponent takes 1000, once
    (DCR text; yugioh-wiki.net), under both presets."""
    for rules in ("MR5", "GOAT"):
        duel = _table(rules).build()
        s = Script(duel)
        _skull_attacks(duel, s)
        s.pick("activate", BT, player=0)
        _pass_all(duel, s)
        assert field_monsters(duel, 1) == ["Mystical Elf"], rules
        assert lp(duel) == (8000, 7000), rules
        assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Summoned Skull"], rules


def test_blast_held_by_a_tribute_not_on_the_summon_itself():
    """Q: the opponent Tribute Summons Summoned Skull (Battle Ox Tributed). A: no attack has been
    declared: Blast Held by a Tribute is not offered on the Summon (DCR text)."""
    table = Table(turn=4, turn_player=1)
    table.spell_trap(0, BT)
    table.hand(1, "Summoned Skull")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull", player=1)
    s.pick("tribute", "Battle Ox", player=1)
    while duel.request.kind == "chain":
        assert not s.has("activate", BT)
        s.pick("pass", player=duel.request.player)
    assert duel.request.kind == "idle"


def test_blast_held_by_a_tribute_not_on_a_special_summoned_attacker():
    """Q: the opponent's Summoned Skull was Special Summoned (Monster Reborn) and attacks. A: it
    was not Tribute Summoned: Blast Held by a Tribute is not offered (DCR text)."""
    duel = _table(kind="special").build()
    s = Script(duel)
    _skull_attacks(duel, s)
    while duel.request.kind == "chain":
        assert not s.has("activate", BT)
        s.pick("pass", player=duel.request.player)
    assert lp(duel) == (8000 - 2500, 8000)
    assert sorted(field_monsters(duel, 1)) == ["Celtic Guardian", "Mystical Elf", "Summoned Skull"]


def test_blast_held_by_a_tribute_on_a_tribute_summoned_monster_they_took():
    """Q: I Tribute Summoned Summoned Skull; the opponent took it (Change of Heart) and attacks
    me with it. A: it was Tribute Summoned and attacks from their field: I may activate Blast
    Held by a Tribute (yugioh-wiki.net FAQ); it is destroyed and goes to my GY, I deal 1000."""
    table = Table(turn=4, turn_player=1)
    table.spell_trap(0, BT)
    table.monster(0, "Summoned Skull", summon_kind="tribute")
    table.hand(1, "Change of Heart")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart", player=1)
    s.pick("target", "Summoned Skull", player=1)
    _pass_all(duel, s)
    s.pick("battle", player=1)
    _skull_attacks(duel, s)
    s.pick("activate", BT, player=0)
    _pass_all(duel, s)
    assert "Summoned Skull" in grave(duel, 0)
    assert lp(duel) == (8000, 7000)


def test_blast_held_by_a_tribute_damage_even_if_nothing_is_destroyed():
    """Q: the Tribute Summoned Skull attacks; I activate Blast Held by a Tribute; the opponent
    chains Book of Moon on their Skull (and they have nothing else in Attack Position). A: nothing
    is destroyed (the Skull is face-down, its attack goes on no more), but the 1000 damage is
    still dealt (our reading of "destroy ..., and inflict": not "if you do")."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, BT)
    table.spell_trap(1, "Book of Moon")
    table.monster(1, "Summoned Skull", summon_kind="tribute")
    duel = table.build()
    s = Script(duel)
    _skull_attacks(duel, s)
    s.pick("pass", player=1, request="chain")
    s.pick("activate", BT, player=0)
    if duel.request.player == 0:
        s.pick("pass", player=0, request="chain")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Summoned Skull", player=1)
    _pass_all(duel, s)
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    assert lp(duel) == (8000, 7000)
