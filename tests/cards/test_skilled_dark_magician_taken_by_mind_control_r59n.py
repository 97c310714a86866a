"""Skilled Dark Magician (73752131) taken with 3 Spell Counters: its effect's cost is "Tribute
this card". Taken by Mind Control (37520316), which says the monster cannot be Tributed (for a
cost too), its taker cannot activate it; taken by Change of Heart (04031928), which bars no
Tribute, the taker may, and calls Dark Magician from their own Deck to their own field.

Sources: yugioh-wiki.net 《精神操作》 (the monster taken cannot be Tributed, for a cost too);
Skilled Dark Magician's text (Tribute it with 3 Spell Counters: Special Summon 1 Dark Magician
from your hand, Deck or GY; the counter for each Spell Card, either player's, that resolves
while it is face-up); the counters stay on the monster when its controller changes (it does
not leave the field nor turn face-down: our reading); seed 000 §效果分類 (a cost that cannot be
paid: no activation)."""


from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _counters(duel, ref):
    return (ref.card(duel).marks or {}).get("spell_counter", 0)


def _take_charged(taker):
    """Player 1's Skilled Dark Magician holds 3 Spell Counters from player 0's three Dian Keto;
    player 0 then takes it with `taker`; Dark Magician waits in player 0's Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    magician = table.monster(1, "Skilled Dark Magician")
    table.hand(0, *(["Dian Keto the Cure Master"] * 3), taker)
    table.deck(0, ["Battle Ox", "Dark Magician", "Battle Ox"])
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    for _ in range(3):
        s.pick("activate", "Dian Keto the Cure Master", request="idle", first=True)
        while duel.request.kind == "chain":
            s.pick("pass")
    assert _counters(duel, magician) == 3
    s.pick("activate", taker)
    s.pick("target", magician)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert magician.card(duel).controller == 0 and _counters(duel, magician) == 3
    return duel, s, magician


def test_skilled_dark_magician_taken_by_mind_control_cannot_tribute_itself():
    """Q: my opponent's Skilled Dark Magician holds 3 Spell Counters; I take it with Mind
    Control. May I Tribute it to Special Summon Dark Magician from my Deck? A: no: the monster
    Mind Control took cannot be Tributed, so the cost cannot be paid."""
    duel, s, magician = _take_charged("Mind Control")
    assert not s.has("activate", "Skilled Dark Magician")
    assert field_monsters(duel, 0) == ["Skilled Dark Magician"]


def test_skilled_dark_magician_taken_by_change_of_heart_may_tribute_itself():
    """Q: as above, but I take it with Change of Heart. A: yes: Change of Heart bars no
    Tribute. The Magician goes to its owner's GY and Dark Magician comes from my Deck to my
    field."""
    duel, s, magician = _take_charged("Change of Heart")
    s.pick("activate", "Skilled Dark Magician")
    while duel.request.kind != "idle":
        s.answer(duel.request.options[0])
    assert field_monsters(duel, 0) == ["Dark Magician"] and field_monsters(duel, 1) == []
    assert grave(duel, 1) == ["Skilled Dark Magician"]
