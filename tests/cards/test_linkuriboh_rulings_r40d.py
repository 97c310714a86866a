"""Linkuriboh's rulings as players ask them (the MR5 preset; its effect: from the
GY, by Tributing a Level 1 monster, its owner may Special Summon it, once per turn for cards of
that name).

Seed 000 §具有蘇生限制的怪獸的特殊召喚 (a Link Monster properly summoned may come back by an
effect); a Tribute as a cost is not a Tribute Summon. Sources: Linkuriboh's rulings (yugipedia
"Card Rulings:Linkuriboh": any Level 1 monster you control may be Tributed, a Token included);
Dandylion's text (its Fluff Tokens may not be Tributed for a Tribute Summon the turn they come
out: only a Tribute Summon is barred)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_linkuriboh_comes_back_by_tributing_a_fluff_token_the_turn_it_arrived():
    """Q: my Fluff Tokens came out this turn; may Linkuriboh's effect in the GY Tribute one of
    them? A: yes: they are Level 1 monsters, and their limit is only against a Tribute Summon."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.properly_summoned(table.grave(0, "Linkuriboh"))
    table.hand(0, "Foolish Burial")
    table.deck(0, ["Dandylion", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Foolish Burial")
    s.pick("select", "Dandylion")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(field_monsters(duel, 0)) == ["Fluff Token", "Fluff Token"]
    s.pick("activate", "Linkuriboh")
    if duel.request.kind == "select":
        s.pick("select", "Fluff Token", first=True)
    while duel.request.kind in ("chain", "option", "zone"):
        if duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.pick("pass")
    assert sorted(field_monsters(duel, 0)) == ["Fluff Token", "Linkuriboh"]


def test_linkuriboh_comes_back_by_tributing_a_face_down_level_1_monster():
    """Q: may Linkuriboh's effect Tribute my Set Kuriboh (Level 1)? A: yes: where a monster with
    a condition is Tributed to activate an effect, a face-down monster of one's own may be
    Tributed (seed 000 §怪獸的表示形式: "需要通過把持有特定條件的怪獸解放來發動卡的效果…的場合，可以
    解放自己控制的裡側表示怪獸")."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.properly_summoned(table.grave(0, "Linkuriboh"))
    table.monster(0, "Kuriboh", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Linkuriboh")
    if duel.request.kind == "select":
        s.pick("select", "Kuriboh")
    while duel.request.kind in ("chain", "option", "zone"):
        if duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.pick("pass")
    assert field_monsters(duel, 0) == ["Linkuriboh"]
    assert [c.name for c in duel.players[0].grave] == ["Kuriboh"]
