"""Delayed effects outlive the card that made them (seed 000 §效果分類: an effect already
applied is the effect's, not the card's, once it has resolved; §結束階段 for "in the End
Phase" effects). Magical Scientist's effect Special Summons a Fusion Monster and returns it to
the Extra Deck in the End Phase: that return still happens if Magical Scientist has left the
field since (here Tributed for a Tribute Summon); it still happens after Skill Drain comes,
the effect being already applied; it no longer applies to the Fusion Monster once that is
turned face-down (reset, a new card for the effects that applied to it)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_magical_scientists_fusion_goes_back_though_the_scientist_was_tributed():
    """Question: Magical Scientist Special Summons Flame Swordsman, then is Tributed for
    Summoned Skull. Does Flame Swordsman still go back to the Extra Deck in the End Phase?
    Answer: yes, the return was set up by the resolved effect; it does not need its card on
    the field. Summoned Skull stays."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Magical Scientist")
    table.extra(0, "Flame Swordsman")
    table.hand(0, "Summoned Skull")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Magical Scientist")
    if duel.request.kind == "select":
        s.pick("select", "Flame Swordsman")
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind != "idle":
        s.pick("pass", first=True)
    assert sorted(field_monsters(duel, 0)) == ["Flame Swordsman", "Magical Scientist"]
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Magical Scientist")
    while duel.request.kind != "idle":
        s.pick("pass", first=True)
    assert grave(duel, 0) == ["Magical Scientist"]
    s.pick("end_turn")
    for _ in range(12):
        if duel.request.kind == "idle" and duel.request.player == 1:
            break
        s.pick("pass", first=True)
    assert [c.name for c in duel.players[0].extra] == ["Flame Swordsman"]
    assert field_monsters(duel, 0) == ["Summoned Skull"]


def _scientist_summons_flame_swordsman(table):
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Magical Scientist")
    for _ in range(12):
        req = duel.request
        if req.kind == "idle":
            break
        if req.kind == "option":
            s.pick("option", "Attack Position")
        elif req.kind == "select":
            s.pick("select", "Flame Swordsman")
        else:
            s.pick("pass", first=True)
    assert sorted(field_monsters(duel, 0)) == ["Flame Swordsman", "Magical Scientist"]
    return duel, s


def _to_player_1s_turn(s, duel):
    s.pick("end_turn")
    for _ in range(12):
        if duel.request.kind == "idle" and duel.request.player == 1:
            return
        s.pick("pass", first=True)


def _scientist_table():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Magical Scientist")
    table.extra(0, "Flame Swordsman")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table


def test_magical_scientists_fusion_turned_face_down_stays_on_the_field():
    """Question: Book of Moon turns Magical Scientist's Flame Swordsman face-down. Does it go
    back to the Extra Deck in the End Phase? Answer: no, turned face-down it is reset, the
    return no longer applies to it (Magical Scientist's GOAT rulings: flipped face-down with
    Book of Moon it does not go back)."""
    table = _scientist_table()
    table.hand(0, "Book of Moon")
    duel, s = _scientist_summons_flame_swordsman(table)
    s.pick("activate", "Book of Moon")
    s.pick("target", "Flame Swordsman")
    while duel.request.kind != "idle":
        s.pick("pass", first=True)
    _to_player_1s_turn(s, duel)
    assert sorted(field_monsters(duel, 0)) == ["Flame Swordsman", "Magical Scientist"]
    assert [c.name for c in duel.players[0].extra] == []


def test_magical_scientists_fusion_goes_back_though_skill_drain_came_after():
    """Question: Skill Drain is activated after Magical Scientist's effect resolved. Does Flame
    Swordsman still go back in the End Phase? Answer: yes, the effect was already applied and
    Skill Drain does not negate it (Magical Scientist's GOAT rulings)."""
    table = _scientist_table()
    table.spell_trap(0, "Skill Drain")
    duel, s = _scientist_summons_flame_swordsman(table)
    s.pick("activate", "Skill Drain")
    while duel.request.kind != "idle":
        s.pick("pass", first=True)
    _to_player_1s_turn(s, duel)
    assert field_monsters(duel, 0) == ["Magical Scientist"]
    assert [c.name for c in duel.players[0].extra] == ["Flame Swordsman"]


def test_magical_scientists_fusion_back_from_interdimensional_matter_transporter_stays():
    """Question: Interdimensional Matter Transporter banishes Magical Scientist's Flame
    Swordsman; it comes back in the End Phase. Is it then returned to the Extra Deck? Answer:
    no, it left the field and came back as a new card: Magical Scientist's return no longer
    applies to it (Magical Scientist's GOAT rulings name Interdimensional Matter Transporter)."""
    table = _scientist_table()
    table.spell_trap(0, "Interdimensional Matter Transporter")
    duel, s = _scientist_summons_flame_swordsman(table)
    s.pick("activate", "Interdimensional Matter Transporter")
    s.pick("target", "Flame Swordsman")
    while duel.request.kind != "idle":
        s.pick("pass", first=True)
    assert [c.name for c in duel.players[0].banished] == ["Flame Swordsman"]
    _to_player_1s_turn(s, duel)
    assert sorted(field_monsters(duel, 0)) == ["Flame Swordsman", "Magical Scientist"]
    assert [c.name for c in duel.players[0].extra] == []
