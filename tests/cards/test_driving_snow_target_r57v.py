"""Driving Snow (473469): its target (round 57v review).

Sources, in our words: the card's texts (PSV-018, 2002: destroy 1 Spell or Trap Card on the field;
today's: "target 1 Spell/Trap on the field; destroy it"); yugioh-wiki.net 《猛吹雪》 (OCG text
「フィールド上の魔法・罠カード1枚を選択して破壊する」): a card that targets needs a target to be
activated (Seed 000 §对象: an effect that targets cannot be activated without a legal target);
Driving Snow itself is not one (it is the card being activated)."""

from duelist.engine import state as S
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

DS = "Driving Snow"


def test_driving_snow_not_without_another_spell_or_trap():
    """Q: my opponent's Mystical Space Typhoon destroys my Set Sakuretsu Armor; after it no Spell or
    Trap is on the field but my Set Driving Snow. May I activate it? A: no (nothing to target):
    Driving Snow stays Set; Sakuretsu Armor is in my GY, Mystical Space Typhoon in theirs."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Mystical Space Typhoon")
    armor = table.spell_trap(1, "Sakuretsu Armor")
    snow = table.spell_trap(1, DS)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=0)
    s.pick("target", armor, player=0)
    while duel.request is not None and duel.request.kind == "chain":
        assert not s.has("activate", DS)
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 1) == ["Sakuretsu Armor"] and grave(duel, 0) == ["Mystical Space Typhoon"]
    assert snow.card(duel).location == S.SZONE and not snow.card(duel).face_up
    assert duel.request.kind == "idle"
