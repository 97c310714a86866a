"""Stardust Dragon (44508094) against a monster effect that negates a Spell Card's activation and
destroys it (Horus the Black Flame Dragon LV8): that effect would destroy a card on the field (the Spell
it negates, still on the field as the chain is built), so Stardust Dragon may answer it.

Sources: Stardust Dragon's text in our words (when a card or effect is activated that would destroy a
card on the field, Tribute it to negate that activation and destroy the card); round 48c's reading of
the same kind (tests/cards/test_stardust_dragon_answered_by_stardust_dragon_r48c.py: a negation that
destroys the card it negates is an activation that destroys); seed 000 §咒文速度 (a quick effect of a
monster, Spell Speed 2, may be chained to another). Horus LV8 now declares what it destroys
(`destroys=DESTROYS_NEGATED`, round 59j); before, Stardust Dragon did not see it."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

LV8 = "Horus the Black Flame Dragon LV8"


def test_stardust_dragon_negates_horus_lv8_negating_my_spell():
    """Q: I activate Swords of Revealing Light; my opponent's Horus LV8 negates it; I Tribute my
    Stardust Dragon to answer. A: Horus LV8's effect would destroy my Swords, so Stardust answers:
    Horus LV8 is negated and destroyed, and Swords resolves and stays on my field."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    swords = table.hand(0, "Swords of Revealing Light")
    table.monster(0, "Stardust Dragon", position="defense", summon_kind="synchro")
    table.monster(1, LV8)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light", player=0)
    s.pick("activate", LV8, player=1, request="chain")
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    card = swords.card(duel)
    assert card.location == "szone" and card.face_up and card.controller == 0
    assert field_monsters(duel, 1) == []
    assert grave(duel, 1) == [LV8]
    assert grave(duel, 0) == ["Stardust Dragon"]
    assert [e["name"] for e in duel.log if e["type"] == "negated"] == [LV8]
