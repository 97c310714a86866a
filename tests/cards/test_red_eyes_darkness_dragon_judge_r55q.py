"""Red-Eyes Darkness Dragon (96561011), a judge's second look (round 55q): the Red-Eyes Black
Dragon its procedure Tributes may be face-down.

Sources: Seed 000 §怪獸的表示形式 (裡側守備表示): a process that Tributes a monster meeting a
condition may Tribute a face-down monster its player controls (only sending one to the GY, to the
hand or to the Deck needs it face-up, so both players can check it); the card's text in our words
(Special Summoned by Tributing 1 Red-Eyes Black Dragon you control; 300 ATK for each Dragon in
your GY)."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

DARKNESS = "Red-Eyes Darkness Dragon"
REBD = "Red-Eyes Black Dragon"


def test_red_eyes_darkness_dragon_may_tribute_a_face_down_red_eyes():
    """Q: my Red-Eyes Black Dragon is face-down (Set). May I Tribute it to Special Summon Red-Eyes
    Darkness Dragon? A: yes: it goes to my GY and Darkness Dragon comes with 2700 ATK (the
    Tributed Red-Eyes is a Dragon in my GY)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    darkness = table.hand(0, DARKNESS)
    table.monster(0, REBD, position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", DARKNESS, request="idle")
    s.pick("select", REBD, player=0)
    s.answer([o for o in duel.request.options if o.label == "Option Attack Position"][0])
    assert field_monsters(duel, 0) == [DARKNESS] and grave(duel, 0) == [REBD]
    assert darkness.card(duel).location == S.MZONE and duel.atk(darkness.card(duel)) == 2700
