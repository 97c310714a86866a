"""Relinquished's rulings as players ask them (the GOAT preset, where the card is played with
Black Illusion Ritual; these rulings are the same under MR5. The face-down target test uses
MR5: under the Goat-era reading a face-down monster stayed face-down as the Equip Card, see
h40e's request 3).

Seed 000 §裝備魔法 (an Equip Card stays while its monster is face-up on the field). Sources: the
card's rulings (edisonrul.ing "Relinquished", the Edison-format ruling archive, and its
historical pre-2010 list; yugipedia "Card Rulings:Relinquished"): the equip effect targets a
face-up or face-down monster; if Relinquished is turned face-down or leaves the field before
that effect resolves, the target is sent to the GY; Relinquished holds one monster at a time;
if Relinquished would be destroyed by battle, the monster it holds is destroyed instead."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _table():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    relinquished = table.monster(0, "Relinquished", summon_kind="ritual")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    return table, relinquished


def _absorb(table, victim_name="Battle Ox"):
    relinquished = table.monster(0, "Relinquished", summon_kind="ritual")
    table.monster(1, victim_name)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Relinquished")
    s.pick("target", victim_name, request="target")
    _pass_all(duel, s)
    return duel, s, relinquished


def test_relinquished_turned_face_down_in_the_chain_sends_its_target_to_the_gy():
    """Q: Relinquished targets my opponent's Summoned Skull; they chain Book of Moon and turn
    Relinquished face-down. A: Relinquished cannot equip it any more, and the target is sent to
    the GY all the same (not destroyed: it is not a card effect's destruction)."""
    table, relinquished = _table()
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Relinquished")
    s.pick("target", "Summoned Skull", request="target")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", relinquished, player=1)
    _pass_all(duel, s)
    assert not relinquished.card(duel).face_up
    assert field_monsters(duel, 1) == [] and sorted(grave(duel, 1)) == ["Book of Moon", "Summoned Skull"]
    assert [c for c in duel.players[0].szone if c is not None] == []


def test_relinquished_holds_one_monster_at_a_time():
    """Q: Relinquished holds Battle Ox since my last turn. May it take my opponent's Summoned
    Skull too this turn? A: no: it holds one monster at a time; its effect is not offered
    while Battle Ox is equipped to it."""
    table, relinquished = _table()
    table.monster(1, "Battle Ox")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Relinquished")
    s.pick("target", "Battle Ox", request="target")
    _pass_all(duel, s)
    s.end_turn()
    while duel.request.kind != "idle":
        s.pick("pass")
    s.end_turn()
    while not (duel.request.kind == "idle" and duel.request.player == 0):
        s.pick("pass")
    assert not s.has("activate", "Relinquished")
    assert field_monsters(duel, 1) == ["Summoned Skull"]


def test_relinquished_attacked_by_a_stronger_monster_loses_the_monster_it_holds_instead():
    """Q: Relinquished holds my opponent's Battle Ox (1700 ATK) and their Summoned Skull (2500)
    attacks it. Which is destroyed? A: Battle Ox, in place of Relinquished, which stays on
    the field with 0 ATK (it holds nothing any more)."""
    table, relinquished = _table()
    table.monster(1, "Battle Ox")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Relinquished")
    s.pick("target", "Battle Ox", request="target")
    _pass_all(duel, s)
    s.end_turn()
    while duel.request.kind != "idle":
        s.pick("pass")
    s.pick("battle", player=1)
    s.pick("attack", "Summoned Skull", target=relinquished, player=1)
    for _ in range(12):
        if duel.request.kind == "battle":
            break
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Relinquished"] and grave(duel, 1) == ["Battle Ox"]
    assert duel.atk(relinquished.card(duel)) == 0


def test_relinquished_equips_its_target_even_if_book_of_moon_turned_it_face_down():
    """Q (MR5): Relinquished targets my opponent's Summoned Skull; they chain Book of Moon on
    Summoned Skull itself. Does Relinquished still take it? A: yes: its effect targets a
    monster the opponent controls, face-up or face-down; Summoned Skull is equipped and
    Relinquished has its 2500 ATK (edisonrul.ing: "The target will become equipped even if it
    is flipped face-down")."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    relinquished = table.monster(0, "Relinquished", summon_kind="ritual")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Relinquished")
    s.pick("target", "Summoned Skull", request="target")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Summoned Skull", player=1)
    _pass_all(duel, s)
    assert field_monsters(duel, 1) == [] and grave(duel, 1) == ["Book of Moon"]
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Summoned Skull"]
    assert duel.atk(relinquished.card(duel)) == 2500


def test_relinquished_attacked_by_a_stronger_monster_mirrors_the_battle_damage():
    """Q: Relinquished holds my opponent's Battle Ox (1700 ATK) and Summoned Skull (2500)
    attacks it. A: Battle Ox is destroyed instead of Relinquished; I take 800 battle damage,
    and my opponent takes the same 800 (the card's 2005 printing: the battle damage
    its controller takes from that battle is dealt to the opponent too; today's TCG text the same as
    effect damage, Pojo's card of the day 2022; edisonrul.ing "Relinquished")."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Summoned Skull")
    duel, s, relinquished = _absorb(table)
    s.end_turn()
    while duel.request.kind != "idle":
        s.pick("pass")
    s.pick("battle", player=1)
    s.pick("attack", "Summoned Skull", target=relinquished, player=1)
    for _ in range(12):
        if duel.request.kind == "battle":
            break
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Relinquished"] and grave(duel, 1) == ["Battle Ox"]
    assert lp(duel) == (8000 - 800, 8000 - 800)


def test_skill_drain_sends_the_monster_relinquished_holds_to_the_gy():
    """Q: Relinquished holds my opponent's Battle Ox; my opponent activates Skill Drain. What
    happens to Battle Ox? A: Relinquished's effects are negated, so it can no longer hold a
    monster: Battle Ox is destroyed and sent to its owner's GY, and Relinquished's ATK/DEF are
    its own 0 (edisonrul.ing "Relinquished"; the animeemanga.it ruling sheet "Abbandono"; the
    OCG's Dragunity Dux ruling: a monster equipped by a card's own effect is destroyed once Skill
    Drain applies; seed 000 §裝備魔法)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain")
    duel, s, relinquished = _absorb(table)
    assert duel.atk(relinquished.card(duel)) == 1700
    s.end_turn()
    s.pick("activate", "Skill Drain", player=1)
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Battle Ox"]
    assert duel.atk(relinquished.card(duel)) == 0 and duel.defense(relinquished.card(duel)) == 0
