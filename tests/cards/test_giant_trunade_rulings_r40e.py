"""Giant Trunade's rulings as players ask them (the GOAT preset, where the card was played
before its ban).

Seed 004 §连锁和咒文速度 (a chain resolves last in, first out); seed 000 §魔法卡 (a Normal
Spell's effect is its activation's: it resolves even if the card left the field in the
chain); seed 004 §魔法卡的分类 (装备魔法卡: "被纳祭之魔...这种效果怪兽卡吸取的特殊装备卡...如果遇到要
返回手牌的效果则返回持有者的手牌": a monster Relinquished holds goes back to its owner's hand). Sources: the card's rulings (yugipedia "Card Rulings:Giant Trunade", yugioh-wiki.net
《大嵐》/《ハリケーン》 entries): every Spell and Trap Card on the field but Trunade goes back to
its owner's hand, Set or face-up, including a card chained to Trunade that stays on the field
(a Continuous Trap such as Call of the Haunted, whose monster is then destroyed by Call's own
text) and a monster a Relinquished holds as an Equip Card; Trunade destroyed in the chain still
resolves."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_giant_trunade_destroyed_by_a_chained_dust_tornado_still_returns_the_rest():
    """Q: I activate Giant Trunade; my opponent chains their Set Dust Tornado and destroys it.
    Does Trunade still bounce their other Set card? A: yes: Dust Tornado resolves first, but a
    Normal Spell's effect resolves even once the card is gone: their Mirror Force goes back to
    the hand. Dust Tornado, resolved, waits face-up on the field until the whole chain has
    resolved and is not returned (Metagame.com "The Binder: Giant Trunade", M. Rosenberg: the
    chain's activated non-Continuous Spells and Traps are out of its reach); it goes to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Giant Trunade")
    table.spell_trap(1, "Dust Tornado")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Giant Trunade")
    s.pick("activate", "Dust Tornado", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Giant Trunade", player=1)
    _pass_all(duel, s)
    assert grave(duel, 0) == ["Giant Trunade"] and grave(duel, 1) == ["Dust Tornado"]
    assert hand(duel, 1) == ["Mirror Force"]


def test_call_of_the_haunted_chained_to_giant_trunade_revives_then_its_monster_is_destroyed():
    """Q: my opponent chains Call of the Haunted to my Giant Trunade and revives Summoned Skull.
    What happens when Trunade resolves? A: Call of the Haunted is face-up on the field, so it
    goes back to the hand; as it leaves, its own text destroys Summoned Skull."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Giant Trunade")
    table.spell_trap(1, "Call of the Haunted")
    table.grave(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Giant Trunade")
    s.pick("activate", "Call of the Haunted", player=1, request="chain")
    s.pick("target", "Summoned Skull", player=1)
    _pass_all(duel, s)
    assert hand(duel, 1) == ["Call of the Haunted"]
    assert field_monsters(duel, 1) == [] and grave(duel, 1) == ["Summoned Skull"]


def test_giant_trunade_returns_the_monster_relinquished_holds_to_its_owners_hand():
    """Q: Relinquished holds my opponent's Summoned Skull as an Equip Card, and I activate Giant
    Trunade. Where does Summoned Skull go? A: it is a card in my Spell & Trap Zone, so it goes
    back to its owner's hand (my opponent's), and Relinquished's ATK is its own 0 again."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Giant Trunade")
    table.monster(0, "Relinquished", summon_kind="ritual")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Relinquished")
    s.pick("target", "Summoned Skull", request="target")
    _pass_all(duel, s)
    relinquished = duel.monsters(0)[0]
    assert duel.atk(relinquished) == 2500
    s.pick("activate", "Giant Trunade")
    _pass_all(duel, s)
    assert hand(duel, 1) == ["Summoned Skull"] and hand(duel, 0) == []
    assert field_monsters(duel, 0) == ["Relinquished"] and duel.atk(relinquished) == 0


def test_giant_trunade_returns_destiny_board_and_its_spirit_message():
    """Q: my opponent has Destiny Board and Spirit Message "I" face-up; I activate Giant
    Trunade. A: both are Spell/Trap Cards on the field and both go back to their hand; the
    Message cannot be played from there again (only Destiny Board places it)."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.hand(1, "Giant Trunade")
    table.spell_trap(0, "Destiny Board", face_down=False)
    table.spell_trap(0, 'Spirit Message "I"', face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Giant Trunade", player=1)
    _pass_all(duel, s)
    assert sorted(hand(duel, 0)) == ["Destiny Board", 'Spirit Message "I"']
    assert grave(duel, 0) == []


# (Premature Burial returned by Giant Trunade leaves its monster: its test activates Premature
# Burial, as a table-placed one has no "destroy that monster" link to break --
# tests/cards/test_premature_burial_activated_then_destroyed_or_returned_r50r.py, beside the
# control where its destruction destroys the monster; docs/scenarios.md)


def test_an_equip_spell_whose_monster_book_of_moon_turned_face_down_goes_to_the_gy_not_the_hand():
    """Q: I activate Giant Trunade; my opponent chains Book of Moon on their own Battle Ox, which
    wears Synchro Boost. A: once Battle Ox is face-down, Synchro Boost is destroyed at once,
    before Trunade resolves: it is in the GY, not the hand (Giant Trunade's OCG rulings on
    yugipedia)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Giant Trunade")
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Synchro Boost", face_down=False, equipped_to=ox)
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Giant Trunade")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    _pass_all(duel, s)
    assert sorted(grave(duel, 1)) == ["Book of Moon", "Synchro Boost"] and hand(duel, 1) == []
    assert not duel.monsters(1)[0].face_up
