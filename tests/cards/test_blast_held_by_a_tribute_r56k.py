"""Blast Held by a Tribute (89041555), Normal Trap: when your opponent Tribute Summons a monster,
destroy all face-up Attack Position monsters they control, and they take 1000 damage for each.

Sources, in our words: the card's text (DCR, 2004; today's the same); yugioh-wiki.net
《生贄の抱く爆弾》: it answers a Tribute Summon only (not a Normal Summon without Tributes, not a
Tribute Set, which is no Summon); every face-up Attack Position monster of the opponent's is
destroyed, the Tribute Summoned one included, Defense Position ones stay; the damage counts the
monsters actually destroyed. The 2005 text and today's do the same."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

BT = "Blast Held by a Tribute"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(rules="MR5", hand=("Summoned Skull",)):
    table = Table(rules=rules, turn=4, turn_player=1)
    table.spell_trap(0, BT)
    table.hand(1, *hand)
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.monster(1, "Mystical Elf", position="defense")
    return table


def test_blast_held_by_a_tribute_destroys_attack_position_monsters():
    """Q: the opponent Tributes Battle Ox for Summoned Skull; they still have Celtic Guardian in
    Attack and Mystical Elf in Defense. I activate Blast Held by a Tribute. A: the Skull and the
    Guardian are destroyed, the Elf stays; the opponent takes 2000 (both texts)."""
    for rules in ("MR5", "GOAT"):
        duel = _table(rules).build()
        s = Script(duel)
        s.pick("summon", "Summoned Skull", player=1)
        s.pick("tribute", "Battle Ox", player=1)
        while not s.has("activate", BT):
            s.pick("pass", player=duel.request.player)
        s.pick("activate", BT, player=0)
        _pass_all(duel, s)
        assert field_monsters(duel, 1) == ["Mystical Elf"], rules
        assert lp(duel) == (8000, 6000), rules
        assert sorted(grave(duel, 1)) == ["Battle Ox", "Celtic Guardian", "Summoned Skull"], rules


def test_blast_held_by_a_tribute_not_on_a_normal_summon():
    """Q: the opponent Normal Summons a Level 4 monster (no Tribute). A: Blast Held by a Tribute
    is not offered."""
    duel = _table(hand=("Koumori Dragon",)).build()
    s = Script(duel)
    s.pick("summon", "Koumori Dragon", player=1)
    while duel.request.kind == "chain":
        assert not s.has("activate", BT)
        s.pick("pass", player=duel.request.player)


def test_blast_held_by_a_tribute_not_on_a_tribute_set():
    """Q: the opponent Tribute Sets Summoned Skull. A: a Set is no Summon: not offered."""
    duel = _table().build()
    s = Script(duel)
    s.pick("set", "Summoned Skull", player=1)
    s.pick("tribute", "Battle Ox", player=1)
    while duel.request.kind == "chain":
        assert not s.has("activate", BT)
        s.pick("pass", player=duel.request.player)
    assert duel.request.kind == "idle"


def test_blast_held_by_a_tribute_counts_only_what_is_destroyed():
    """Q: the opponent Tribute Summons Summoned Skull; I activate Blast Held by a Tribute; they
    chain Book of Moon on their Celtic Guardian. A: the Guardian is face-down: only the Skull is
    destroyed, the opponent takes 1000."""
    table = _table()
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull", player=1)
    s.pick("tribute", "Battle Ox", player=1)
    while not s.has("activate", BT):
        s.pick("pass", player=duel.request.player)
    s.pick("activate", BT, player=0)
    if duel.request.player == 0:
        s.pick("pass", player=0, request="chain")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Celtic Guardian", player=1)
    _pass_all(duel, s)
    assert lp(duel) == (8000, 7000)
    assert sorted(field_monsters(duel, 1)) == ["Celtic Guardian", "Mystical Elf"]
