"""Valkyrion the Magna Warrior (75347539): never Normal Summoned or Set; first Special Summoned from
the hand by Tributing an Alpha, a Beta and a Gamma The Magnet Warrior (today's text: from the hand
and/or the field; the old prints: from the field); its controller can Tribute it (a cost) to target
one of each of the three in their GY and Special Summon them.

Sources, in our words: the card's texts (its 2004-era English print and the old OCG text, 「自分フィール
ド上に存在する」: the field only; today's TCG and OCG texts: the hand and/or the field: an ERAS entry; in
both, a monster properly summoned by its procedure may be revived later, as Goat rulings of Chaos
Sorcerer say); the OCG text 《磁石の戦士マグネット・バルキリオン》: the three are targeted (選択して), the
Tribute a cost; the procedure is no chain link (seed 000 §特殊召喚), so Solemn Judgment negates it as a
summon, not as an effect; the split is an effect that Special Summons, which Royal Oppression answers
(docs/cards.md `special_summons`); under Necrovalley nothing leaves the GY."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

VK = "Valkyrion the Magna Warrior"
A, B, G = "Alpha The Magnet Warrior", "Beta The Magnet Warrior", "Gamma The Magnet Warrior"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _summon_table(extra=None):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, VK)
    table.monster(0, A)
    table.monster(0, B)
    table.monster(0, G)
    if extra:
        extra(table)
    return table


def _proc(s):
    s.pick("special_summon", VK)
    while s.duel.request.kind == "select":
        s.pick("select", first=True)
    if s.duel.request.kind == "option":
        s.pick("option", "Attack Position")


def test_valkyrion_the_magna_warrior_is_special_summoned_by_tributing_the_three_magnet_warriors():
    """Q: I control Alpha, Beta and Gamma The Magnet Warrior and hold Valkyrion. A: it cannot be Normal
    Summoned or Set; I Special Summon it by Tributing the three (they go to my GY), my Normal Summon
    unused."""
    duel = _summon_table().build()
    s = Script(duel)
    assert not s.has("summon", VK) and not s.has("set", VK)
    _proc(s)
    _pass(s)
    assert field_monsters(duel, 0) == [VK] and sorted(grave(duel, 0)) == sorted([A, B, G])
    assert duel.players[0].normal_summons == 0


def test_valkyrion_the_magna_warrior_2005_text_needs_all_three_on_the_field():
    """Q: (GOAT) I control Alpha and Beta, with Gamma in my hand. A: the 2004-era text Tributes the
    three from the field: no Special Summon of Valkyrion."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, VK, G)
    table.monster(0, A)
    table.monster(0, B)
    duel = table.build()
    assert not Script(duel).has("special_summon", VK)


def test_valkyrion_the_magna_warrior_todays_text_tributes_from_the_hand_too():
    """Q: (today's text) I control Alpha and Beta, with Gamma in my hand. A: I Special Summon Valkyrion
    by Tributing the two on the field and the Gamma from my hand: all three are in my GY."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(0, VK, G)
    table.monster(0, A)
    table.monster(0, B)
    duel = table.build()
    s = Script(duel)
    _proc(s)
    _pass(s)
    assert field_monsters(duel, 0) == [VK] and sorted(grave(duel, 0)) == sorted([A, B, G])
    assert duel.players[0].hand == []


def test_valkyrion_the_magna_warrior_with_a_full_field_tributes_one_from_the_field():
    """Q: (today's text) my five Monster Zones are full (Gamma and four Battle Ox), Alpha and Beta are in
    my hand. A: Valkyrion can still come out: the Gamma Tributed from the field frees its zone."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(0, VK, A, B)
    table.monster(0, G)
    for _ in range(4):
        table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    _proc(s)
    _pass(s)
    assert VK in field_monsters(duel, 0) and sorted(grave(duel, 0)) == sorted([A, B, G])


def test_valkyrion_the_magna_warrior_splits_into_the_three_from_the_gy():
    """Q: Valkyrion is on my field, Alpha, Beta and Gamma in my GY; I Tribute it (the cost) targeting
    the three. A: Valkyrion is in my GY and the three are on my field."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, VK, summon_kind="proc")
    table.grave(0, A, B, G)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", VK)
    assert grave(duel, 0)[-1] == VK
    s.pick("target", A)
    s.pick("target", B)
    s.pick("target", G)
    _pass(s)
    while duel.request.kind == "option":
        s.pick("option", "Attack Position")
    _pass(s)
    assert sorted(field_monsters(duel, 0)) == sorted([A, B, G]) and grave(duel, 0) == [VK]


def test_valkyrion_the_magna_warrior_split_needs_the_three_in_the_gy_and_the_zones():
    """Q: only Alpha and Beta are in my GY; or all three are but I control 3 other monsters (only 2
    zones would be free once Valkyrion is Tributed). A: it cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, VK, summon_kind="proc")
    table.grave(0, A, B)
    duel = table.build()
    assert not Script(duel).has("activate", VK)
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, VK, summon_kind="proc")
    table.monster(0, "Battle Ox")
    table.monster(0, "Battle Ox")
    table.monster(0, "Battle Ox")
    table.grave(0, A, B, G)
    duel = table.build()
    assert not Script(duel).has("activate", VK)


def test_valkyrion_the_magna_warrior_split_under_necrovalley_summons_nothing():
    """Q: my opponent has Necrovalley; I Tribute Valkyrion to split. A: the Tribute is paid, but
    Necrovalley negates the effect that would move the three out of my GY: my field is empty and the
    four are in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, VK, summon_kind="proc")
    table.grave(0, A, B, G)
    table.field_spell(1, "Necrovalley")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", VK)
    s.pick("target", A)
    s.pick("target", B)
    s.pick("target", G)
    _pass(s)
    assert field_monsters(duel, 0) == [] and sorted(grave(duel, 0)) == sorted([A, B, G, VK])


def test_valkyrion_the_magna_warrior_with_a_full_field_and_the_three_in_hand_cannot_come_out():
    """Q: (today's text) five Battle Ox fill my Monster Zones and Alpha, Beta and Gamma are in my hand.
    A: Tributing the three from the hand frees no zone: no Special Summon."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(0, VK, A, B, G)
    for _ in range(5):
        table.monster(0, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("special_summon", VK)
